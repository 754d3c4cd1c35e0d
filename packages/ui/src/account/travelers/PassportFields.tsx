import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isPassportSent, personFieldLimits, textLimitError } from '@wayfare/domain';
import { FormSection } from './FormSection';
import type { TravelerFormValues } from './travelerFormValues';
import { travelerTexts } from './travelerTexts';

export interface PassportFieldsProps {
  readonly value: TravelerFormValues['passport'];
  readonly onChange: (value: TravelerFormValues['passport']) => void;
}

/**
 * The passport: country of issue, number and expiration. spec: platform §5 "Passport is sent only
 * if its country of issue has exactly 2 characters": the helper says so, and turns to a warning
 * while a typed code would leave the passport unsaved (ours: the save is not refused for it).
 */
export function PassportFields({ value, onChange }: PassportFieldsProps) {
  const notSent = value.countryOfIssue !== '' && !isPassportSent(value);
  const numberTooLong = textLimitError(value.number, personFieldLimits.passportNumber);
  return (
    <FormSection legend={travelerTexts.passport}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <TextField
          label={travelerTexts.countryOfIssue}
          value={value.countryOfIssue}
          onChange={(event) =>
            onChange({ ...value, countryOfIssue: event.target.value.toUpperCase() })
          }
          error={notSent}
          helperText={travelerTexts.countryOfIssueHelper}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label={travelerTexts.passportNumber}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: event.target.value })}
          error={numberTooLong !== undefined}
          helperText={numberTooLong}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <TextField
          label={travelerTexts.passportExpiration}
          type="date"
          value={value.expiration}
          onChange={(event) => onChange({ ...value, expiration: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FormSection>
  );
}
