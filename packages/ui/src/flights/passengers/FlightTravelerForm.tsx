import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  flightPassengerTexts,
  newFlightTravelerErrors,
  newFlightTravelerFields,
  newFlightTravelerForm,
  newFlightTravelerOf,
  passengerGenders,
  personFieldLimits,
  textLimitError,
  travelerGenderLabels,
  type FlightTravelerTrip,
  type NewFlightTraveler,
  type NewFlightTravelerField,
  type NewFlightTravelerForm,
  type TravelerProfile,
} from '@wayfare/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormSection } from '../../account/travelers/FormSection';
import { flightTravelerFieldError } from './flightTravelerFieldError';
import { TravelerDialogForm } from '../../account/travelers/TravelerDialogForm';

export interface FlightTravelerFormProps {
  /** The form's id, for the submit button outside it (the dialog's actions). */
  readonly id: string;
  readonly traveler: TravelerProfile | undefined;
  readonly trip: FlightTravelerTrip;
  readonly disabled: boolean;
  readonly onSubmit: (details: NewFlightTraveler) => void;
}

type TextFieldName = Exclude<NewFlightTravelerField, 'gender'>;

/** The fields that say they are too long as they are typed, before any save click. */
const typedLimits: Partial<Record<TextFieldName, { readonly maxLength: number }>> = {
  givenName: personFieldLimits.givenName,
  middleName: personFieldLimits.givenName,
  surname: personFieldLimits.surname,
  passportNumber: personFieldLimits.passportNumber,
};

/**
 * The flight traveler's fields and checks (`newFlightTravelerErrors`): errors show after a save
 * click and the first field in error takes focus; a field over its limit says so at once. The
 * passport and nationality are required when the trip crosses a border.
 */
export function FlightTravelerForm({
  id,
  traveler,
  trip,
  disabled,
  onSubmit,
}: FlightTravelerFormProps) {
  const [values, setValues] = useState<NewFlightTravelerForm>(() =>
    newFlightTravelerForm(traveler),
  );
  const [saveTried, setSaveTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const genderLabelId = useId();
  const genderErrorId = useId();
  const errors = newFlightTravelerErrors(values, trip);
  const { dialog } = flightPassengerTexts;
  const abroad = trip.isInternational;

  const tooLongError = (field: TextFieldName) => {
    const limit = typedLimits[field];
    return limit && textLimitError(values[field], limit);
  };
  const saveError = (field: NewFlightTravelerField) => {
    const kind = errors[field];
    return saveTried && kind ? flightTravelerFieldError(field, kind) : undefined;
  };

  /** What every text field of the form shares: its value, its error, its name (focus finds it by). */
  const fieldProps = (
    field: TextFieldName,
    label: string,
    options: { required?: boolean; helper?: string; capitals?: boolean } = {},
  ): TextFieldProps => {
    const error = tooLongError(field) ?? saveError(field);
    return {
      label,
      value: values[field],
      onChange: (event) => {
        const value = options.capitals ? event.target.value.toUpperCase() : event.target.value;
        setValues((current) => ({ ...current, [field]: value }));
      },
      required: options.required ?? false,
      error: error !== undefined,
      helperText: error ?? options.helper,
      name: field,
      slotProps: {
        htmlInput: {
          spellCheck: false,
          ...(options.capitals ? { autoCapitalize: 'characters' } : {}),
        },
      },
    };
  };

  const dateProps = (field: TextFieldName, label: string, required: boolean): TextFieldProps => ({
    ...fieldProps(field, label, { required }),
    type: 'date',
    slotProps: { inputLabel: { shrink: true } },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A dialog's form sits in a portal: its submit must not reach a form around the dialog.
    event.stopPropagation();
    setSaveTried(true);
    const firstInvalid = newFlightTravelerFields.find((field) => errors[field] !== undefined);
    if (firstInvalid !== undefined) {
      // The first radio stands for the gender group, as a tab onto the group lands there.
      const selector =
        firstInvalid === 'gender' ? '[role="radiogroup"] input' : `[name="${firstInvalid}"]`;
      formRef.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    const details = newFlightTravelerOf(values);
    if (details) onSubmit(details);
  };

  const genderError = saveError('gender');
  return (
    <TravelerDialogForm id={id} formRef={formRef} onSubmit={submit} disabled={disabled}>
      <FormSection legend={dialog.personalDetails} description={dialog.nameIntro}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
        >
          <TextField
            {...fieldProps('givenName', dialog.givenName, { required: true })}
            autoComplete="off"
          />
          <TextField {...fieldProps('middleName', dialog.middleName)} autoComplete="off" />
          <TextField
            {...fieldProps('surname', dialog.surname, { required: true })}
            autoComplete="off"
          />
        </Box>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
        >
          <TextField {...dateProps('dateOfBirth', dialog.dateOfBirth, true)} />
          <FormControl error={genderError !== undefined} required>
            <FormLabel id={genderLabelId}>{dialog.gender}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={genderLabelId}
              aria-describedby={genderError ? genderErrorId : undefined}
              name={genderLabelId}
              value={values.gender}
              onChange={(event) => {
                const gender = passengerGenders.find((option) => option === event.target.value);
                if (gender) setValues((current) => ({ ...current, gender }));
              }}
            >
              {passengerGenders.map((gender) => (
                <FormControlLabel
                  key={gender}
                  value={gender}
                  label={travelerGenderLabels[gender]}
                  control={<Radio />}
                />
              ))}
            </RadioGroup>
            {genderError && <FormHelperText id={genderErrorId}>{genderError}</FormHelperText>}
          </FormControl>
          <TextField
            {...fieldProps('nationality', dialog.nationality, {
              required: abroad,
              helper: dialog.countryCodeHelper,
              capitals: true,
            })}
          />
        </Box>
      </FormSection>
      <FormSection
        legend={dialog.passport}
        description={abroad ? dialog.passportInternational : undefined}
      >
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
        >
          <TextField
            {...fieldProps('passportNumber', dialog.passportNumber, {
              required: abroad,
              capitals: true,
            })}
          />
          <TextField
            {...fieldProps('passportCountryOfIssue', dialog.passportCountryOfIssue, {
              required: abroad,
              helper: dialog.countryCodeHelper,
              capitals: true,
            })}
          />
          <TextField {...dateProps('passportExpiration', dialog.passportExpiration, abroad)} />
        </Box>
      </FormSection>
      <FormSection legend={dialog.securityNumbers} description={dialog.securityNumbersIntro}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            {...fieldProps('knownTravelerNumber', dialog.knownTravelerNumber, {
              helper: dialog.knownTravelerNumberHelper,
              capitals: true,
            })}
          />
          <TextField
            {...fieldProps('tsaRedressNumber', dialog.tsaRedressNumber, {
              helper: dialog.tsaRedressNumberHelper,
            })}
            slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
          />
        </Box>
      </FormSection>
    </TravelerDialogForm>
  );
}
