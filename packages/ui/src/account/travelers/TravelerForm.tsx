import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import {
  isPersonWithinLimits,
  isValidContactEmail,
  isValidContactPhone,
  newTravelerErrors,
  personFieldLimits,
  textLimitError,
  travelerStepTexts,
  type TravelerProfile,
} from '@wayfare/domain';
import { useRef, useState, type FormEvent } from 'react';
import { NewTravelerFields } from '../../TravelerStep/NewTravelerFields';
import { FormSection } from './FormSection';
import { FrequentFlyerFields } from './FrequentFlyerFields';
import { HotelLoyaltyFields } from './HotelLoyaltyFields';
import { PassportFields } from './PassportFields';
import { SpecialAssistanceFields } from './SpecialAssistanceFields';
import {
  travelerFormValues,
  travelerFromForm,
  type TravelerDraft,
  type TravelerFormValues,
} from './travelerFormValues';
import { travelerTexts } from './travelerTexts';
import { TravelerDialogForm } from './TravelerDialogForm';

export interface TravelerFormProps {
  /** The form's id, for a submit button outside it (the dialog's actions). */
  readonly id: string;
  readonly traveler: TravelerProfile | undefined;
  readonly disabled: boolean;
  readonly onSubmit: (traveler: TravelerDraft) => void;
}

/**
 * The traveler form's fields and checks. The name, date of birth and gender are checked as in the
 * checkout (newTravelerErrors); email and phone are optional here, and checked only when typed.
 * Errors show after a save click, and the first field in error takes focus; a field over its
 * limit (personFieldLimits) says so at once.
 */
export function TravelerForm({ id, traveler, disabled, onSubmit }: TravelerFormProps) {
  const [values, setValues] = useState<TravelerFormValues>(() => travelerFormValues(traveler));
  const [saveTried, setSaveTried] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const personErrors = newTravelerErrors(values);
  const emailInvalid =
    values.emailAddress.trim() !== '' && !isValidContactEmail(values.emailAddress.trim());
  const phoneInvalid =
    values.phoneNumber.trim() !== '' && !isValidContactPhone(values.phoneNumber.trim());
  // A field over its limit says so as soon as it is typed; the pattern's error waits for Save.
  const emailHelper =
    textLimitError(values.emailAddress, personFieldLimits.emailAddress) ??
    (saveTried && emailInvalid ? travelerStepTexts.emailError : undefined);
  const phoneHelper =
    textLimitError(values.phoneNumber, personFieldLimits.phoneNumber) ??
    (saveTried && phoneInvalid ? travelerStepTexts.phoneError : undefined);
  // The passport number and loyalty numbers have no other check: only their limits stop a save.
  const overLimit = !isPersonWithinLimits(travelerFromForm(values, traveler));
  const set = (next: Partial<TravelerFormValues>) =>
    setValues((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveTried(true);
    const firstInvalid = [
      { invalid: personErrors.length > 0, ref: firstFieldRef },
      { invalid: emailInvalid, ref: emailRef },
      { invalid: phoneInvalid, ref: phoneRef },
    ].find(({ invalid }) => invalid);
    if (firstInvalid) {
      firstInvalid.ref.current?.focus();
      return;
    }
    if (overLimit) {
      // A passport or loyalty number over its limit: the field showing the message takes focus.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit(travelerFromForm(values, traveler));
  };

  return (
    <TravelerDialogForm id={id} formRef={formRef} onSubmit={submit} disabled={disabled}>
      <NewTravelerFields
        legend={travelerTexts.personalDetails}
        value={values}
        onChange={(person) => set(person)}
        errors={saveTried ? personErrors : []}
        disabled={disabled}
        firstFieldRef={firstFieldRef}
      />
      <FormSection legend={travelerTexts.contact}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label={travelerTexts.email}
            type="email"
            value={values.emailAddress}
            onChange={(event) => set({ emailAddress: event.target.value })}
            autoComplete="off"
            error={emailHelper !== undefined}
            helperText={emailHelper}
            inputRef={emailRef}
          />
          <TextField
            label={travelerTexts.phone}
            type="tel"
            value={values.phoneNumber}
            onChange={(event) => set({ phoneNumber: event.target.value })}
            autoComplete="off"
            error={phoneHelper !== undefined}
            helperText={phoneHelper}
            inputRef={phoneRef}
          />
        </Box>
      </FormSection>
      <Divider />
      <PassportFields value={values.passport} onChange={(passport) => set({ passport })} />
      <Divider />
      <HotelLoyaltyFields
        value={values.hotelLoyalty}
        onChange={(hotelLoyalty) => set({ hotelLoyalty })}
      />
      <Divider />
      <FrequentFlyerFields
        value={values.frequentFlyer}
        onChange={(frequentFlyer) => set({ frequentFlyer })}
      />
      <Divider />
      <SpecialAssistanceFields
        value={values.assistance}
        onChange={(assistance) => set({ assistance })}
      />
    </TravelerDialogForm>
  );
}
