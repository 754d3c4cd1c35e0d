import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { focusOnMount } from './focusOnMount';
import { FormSection } from './FormSection';
import { LoyaltyNumberField } from './LoyaltyNumberField';
import type { LoyaltyRow } from './travelerFormValues';
import { travelerTexts } from './travelerTexts';

export interface FrequentFlyerFieldsProps {
  readonly value: readonly LoyaltyRow[];
  readonly onChange: (value: readonly LoyaltyRow[]) => void;
}

/** Airline keys are 2-character codes (ours: the spec says "by key" only). */
const airlineCodePattern = /^[A-Z0-9]{2}$/;

/**
 * Frequent-flyer numbers by airline (spec: platform §3 "frequentFlyer (by key)"): one field per
 * airline saved, and an airline code to add another. platform §5 "Empty ... frequent-flyer values
 * remove the entry": a number left empty removes its airline on save.
 */
export function FrequentFlyerFields({ value, onChange }: FrequentFlyerFieldsProps) {
  const [code, setCode] = useState('');
  const [added, setAdded] = useState<string>();
  const canAdd = airlineCodePattern.test(code) && !value.some((row) => row.key === code);
  const add = () => {
    if (!canAdd) return;
    setAdded(code);
    setCode('');
    onChange([...value, { key: code, value: '' }]);
  };
  return (
    <FormSection legend={travelerTexts.frequentFlyer} description={travelerTexts.loyaltyHelper}>
      {value.map((row) => (
        <LoyaltyNumberField
          key={row.key}
          label={`${row.key} frequent flyer number`}
          value={row.value}
          inputRef={row.key === added ? focusOnMount : undefined}
          onChange={(number) =>
            onChange(
              value.map((other) => (other.key === row.key ? { ...other, value: number } : other)),
            )
          }
        />
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={travelerTexts.airlineCode}
          value={code}
          helperText="2 characters, such as AC"
          onChange={(event) => setCode(event.target.value.toUpperCase().trim())}
          onKeyDown={(event) => {
            // Enter adds the airline rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 2, spellCheck: false } }}
          sx={{ width: 160 }}
        />
        <Button
          variant="outlined"
          startIcon={<AddRounded />}
          disabled={!canAdd}
          onClick={add}
          sx={{ mt: 1 }}
        >
          {travelerTexts.addAirline}
        </Button>
      </Stack>
    </FormSection>
  );
}
