import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { hotelLoyaltyPrograms } from '@wayfare/domain';
import { useState } from 'react';
import { focusOnMount } from './focusOnMount';
import { FormSection } from './FormSection';
import { LoyaltyNumberField } from './LoyaltyNumberField';
import type { LoyaltyRow } from './travelerFormValues';
import { travelerTexts } from './travelerTexts';

export interface HotelLoyaltyFieldsProps {
  readonly value: readonly LoyaltyRow[];
  readonly onChange: (value: readonly LoyaltyRow[]) => void;
}

const programName = (code: string) =>
  hotelLoyaltyPrograms.find((program) => program.code === code)?.name ?? code;

/**
 * Hotel loyalty numbers by program (spec: platform §3, about 37 programs): one field per program
 * saved, named after it, and a select that adds another program. platform §5 "Empty loyalty ...
 * values remove the entry": a number left empty removes its program on save.
 */
export function HotelLoyaltyFields({ value, onChange }: HotelLoyaltyFieldsProps) {
  // The program just added takes focus, so the keyboard goes straight on to its number.
  const [added, setAdded] = useState<string>();
  const available = hotelLoyaltyPrograms.filter(
    (program) => !value.some((row) => row.key === program.code),
  );
  return (
    <FormSection legend={travelerTexts.hotelLoyalty} description={travelerTexts.loyaltyHelper}>
      {value.map((row) => (
        <LoyaltyNumberField
          key={row.key}
          label={`${programName(row.key)} number`}
          value={row.value}
          inputRef={row.key === added ? focusOnMount : undefined}
          onChange={(number) =>
            onChange(
              value.map((other) => (other.key === row.key ? { ...other, value: number } : other)),
            )
          }
        />
      ))}
      <Box sx={{ maxWidth: { md: 420 } }}>
        <TextField
          select
          fullWidth
          label={travelerTexts.addHotelLoyalty}
          value=""
          onChange={(event) => {
            const code = event.target.value;
            if (code === '') return;
            setAdded(code);
            onChange([...value, { key: code, value: '' }]);
          }}
          // A native select: the platform's own keyboard and mobile pickers over 37 programs.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a program</option>
          {available.map((program) => (
            <option key={program.code} value={program.code}>
              {program.name}
            </option>
          ))}
        </TextField>
      </Box>
    </FormSection>
  );
}
