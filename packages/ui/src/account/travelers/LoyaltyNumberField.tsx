import TextField from '@mui/material/TextField';
import { personFieldLimits, textLimitError } from '@wayfare/domain';
import type { Ref } from 'react';

export interface LoyaltyNumberFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * One hotel loyalty or frequent-flyer number. A number over its limit (personFieldLimits) says
 * so as soon as it is typed, and the traveler form will not save it.
 */
export function LoyaltyNumberField({ label, value, onChange, inputRef }: LoyaltyNumberFieldProps) {
  const tooLong = textLimitError(value, personFieldLimits.loyaltyNumber);
  return (
    <TextField
      label={label}
      value={value}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      error={tooLong !== undefined}
      helperText={tooLong}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}
