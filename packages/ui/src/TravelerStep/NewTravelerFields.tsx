import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  passengerGenders,
  personFieldLimits,
  textLimitError,
  travelerGenderLabels,
  travelerStepTexts,
  type NewTravelerField,
  type NewTravelerForm,
} from '@wayfare/domain';
import { useId, type Ref } from 'react';

export interface NewTravelerFieldsProps {
  readonly value: NewTravelerForm;
  readonly onChange: (value: NewTravelerForm) => void;
  /** The fields flagged by a save click. */
  readonly errors: readonly NewTravelerField[];
  readonly disabled: boolean;
  /** The first field, for focus after a failed save. */
  readonly firstFieldRef: Ref<HTMLInputElement>;
  /** The group's legend: "New traveler" in the checkout; the account's traveler form names its own. */
  readonly legend?: string;
}

const errorTexts: Record<NewTravelerField, string> = {
  givenName: travelerStepTexts.requiredError,
  surname: travelerStepTexts.requiredError,
  dateOfBirth: travelerStepTexts.dateOfBirthError,
  gender: travelerStepTexts.genderError,
};

/**
 * The add-a-traveler form of the traveler step: first and last name, date of birth, gender. The
 * account's traveler form (account/travelers) uses it too, to add or edit a traveler.
 */
export function NewTravelerFields({
  value,
  onChange,
  errors,
  disabled,
  firstFieldRef,
  legend = travelerStepTexts.newTraveler,
}: NewTravelerFieldsProps) {
  const legendId = useId();
  const genderErrorId = useId();
  // A name over its limit says so as soon as it is typed, before any save click.
  const tooLong = (field: 'givenName' | 'surname') =>
    textLimitError(value[field], personFieldLimits[field]);
  const flagged = (field: NewTravelerField) => errors.includes(field);
  const nameError = (field: 'givenName' | 'surname') =>
    tooLong(field) !== undefined || flagged(field);
  const helper = (field: NewTravelerField) => (flagged(field) ? errorTexts[field] : undefined);
  const nameHelper = (field: 'givenName' | 'surname') => tooLong(field) ?? helper(field);
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      disabled={disabled}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        id={legendId}
        sx={{ typography: 'subtitle1', fontWeight: 600, mb: 1 }}
      >
        {legend}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={travelerStepTexts.firstName}
          value={value.givenName}
          onChange={(event) => onChange({ ...value, givenName: event.target.value })}
          required
          autoComplete="given-name"
          error={nameError('givenName')}
          helperText={nameHelper('givenName')}
          inputRef={firstFieldRef}
          disabled={disabled}
        />
        <TextField
          label={travelerStepTexts.lastName}
          value={value.surname}
          onChange={(event) => onChange({ ...value, surname: event.target.value })}
          required
          autoComplete="family-name"
          error={nameError('surname')}
          helperText={nameHelper('surname')}
          disabled={disabled}
        />
        <TextField
          label={travelerStepTexts.dateOfBirth}
          type="date"
          value={value.dateOfBirth}
          onChange={(event) => onChange({ ...value, dateOfBirth: event.target.value })}
          required
          autoComplete="bday"
          error={flagged('dateOfBirth')}
          helperText={helper('dateOfBirth')}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControl error={flagged('gender')} required disabled={disabled}>
          <FormLabel id={`${legendId}-gender`}>{travelerStepTexts.gender}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${legendId}-gender`}
            aria-describedby={flagged('gender') ? genderErrorId : undefined}
            name={`${legendId}-gender`}
            value={value.gender}
            onChange={(event) => {
              const gender = passengerGenders.find((option) => option === event.target.value);
              if (gender) onChange({ ...value, gender });
            }}
          >
            {passengerGenders.map((gender) => (
              <FormControlLabel
                key={gender}
                value={gender}
                control={<Radio />}
                label={travelerGenderLabels[gender]}
              />
            ))}
          </RadioGroup>
          {flagged('gender') && (
            <FormHelperText id={genderErrorId}>{errorTexts.gender}</FormHelperText>
          )}
        </FormControl>
      </Box>
    </Box>
  );
}
