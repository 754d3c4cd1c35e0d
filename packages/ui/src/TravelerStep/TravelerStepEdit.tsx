import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  contactInformationErrors,
  newTravelerErrors,
  travelerRequiredMessages,
  travelerStepTexts,
  type NewTravelerField,
  type NewTravelerForm,
  type TravelerContact,
} from '@wayfare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NewTravelerFields } from './NewTravelerFields';
import { SaveAndContinueButton, TravelerContactFields } from './TravelerContactFields';
import type { TravelerStepProps } from './TravelerStep';

interface TravelerStepEditProps extends Pick<
  TravelerStepProps,
  | 'travelers'
  | 'selectedTravelerId'
  | 'contact'
  | 'onTravelerChange'
  | 'onContactChange'
  | 'onSave'
  | 'disabled'
> {
  /** Move focus to the traveler select when shown ("Edit traveler" was pressed). */
  readonly focusOnMount: boolean;
}

/** The select's value for "Add a new traveler": no traveler id starts with a space. */
const addNewValue = ' add-new-traveler';

const emptyNewTraveler: NewTravelerForm = {
  givenName: '',
  surname: '',
  dateOfBirth: '',
  gender: '',
};

/**
 * The traveler step in edit mode (spec: platform §4, §5). Errors show only after a save click
 * (platform §5 "The save click flags phone, email and traveler select as errors if missing") and
 * are derived from then on, so each clears as soon as its field is right.
 */
export function TravelerStepEdit({
  travelers,
  selectedTravelerId,
  contact: initialContact,
  onTravelerChange,
  onContactChange,
  onSave,
  disabled = false,
  focusOnMount,
}: TravelerStepEditProps) {
  const [choice, setChoice] = useState(() => {
    if (travelers.some(({ id }) => id === selectedTravelerId)) return selectedTravelerId ?? '';
    // With no saved traveler the only way on is to add one, so its form is open at once.
    return travelers.length === 0 ? addNewValue : '';
  });
  const [newTraveler, setNewTraveler] = useState(emptyNewTraveler);
  const [contact, setContact] = useState<TravelerContact>(initialContact);
  const [saveTried, setSaveTried] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const newTravelerRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) selectRef.current?.focus();
  }, [focusOnMount]);

  const addingNew = choice === addNewValue;
  const fieldErrors = contactInformationErrors({
    travelerId: addingNew ? addNewValue : choice || undefined,
    emailAddress: contact.email,
    phoneNumber: contact.phone,
  });
  const newTravelerFieldErrors: NewTravelerField[] = addingNew
    ? newTravelerErrors(newTraveler)
    : [];
  const shown = (field: 'traveler' | 'email' | 'phone') => saveTried && fieldErrors.includes(field);
  const travelerMissing = shown('traveler');

  const changeContact = (next: TravelerContact) => {
    setContact(next);
    onContactChange?.(next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaveTried(true);
    // The first field in error takes focus, so the keyboard lands where the fix is.
    const firstInvalid = [
      { invalid: fieldErrors.includes('traveler'), ref: selectRef },
      { invalid: newTravelerFieldErrors.length > 0, ref: newTravelerRef },
      { invalid: fieldErrors.includes('email'), ref: emailRef },
      { invalid: fieldErrors.includes('phone'), ref: phoneRef },
    ].find(({ invalid }) => invalid);
    if (firstInvalid) {
      firstInvalid.ref.current?.focus();
      return;
    }
    const { givenName, surname, dateOfBirth, gender } = newTraveler;
    if (addingNew && gender !== '') {
      onSave({
        newTraveler: { givenName: givenName.trim(), surname: surname.trim(), dateOfBirth, gender },
        contact,
      });
    } else if (!addingNew) {
      onSave({ travelerId: choice, contact });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {travelerMissing && <Alert severity="error">{travelerRequiredMessages.error}</Alert>}
      <TextField
        select
        label={travelerStepTexts.traveler}
        value={choice}
        onChange={(event) => {
          const next = event.target.value;
          setChoice(next);
          onTravelerChange?.(next === '' || next === addNewValue ? undefined : next);
        }}
        required
        error={travelerMissing}
        helperText={travelerMissing ? travelerRequiredMessages.helper : undefined}
        disabled={disabled}
        inputRef={selectRef}
        // A native select: the platform's own keyboard and mobile pickers.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { md: 420 } }}
      >
        <option value="">{travelerStepTexts.chooseTraveler}</option>
        {travelers.map((traveler) => (
          <option key={traveler.id} value={traveler.id}>
            {traveler.givenName} {traveler.surname}
          </option>
        ))}
        <option value={addNewValue}>{travelerStepTexts.addNewTraveler}</option>
      </TextField>
      {addingNew && (
        <NewTravelerFields
          value={newTraveler}
          onChange={setNewTraveler}
          errors={saveTried ? newTravelerFieldErrors : []}
          disabled={disabled}
          firstFieldRef={newTravelerRef}
        />
      )}
      <TravelerContactFields
        contact={contact}
        onChange={changeContact}
        shownErrors={{ email: shown('email'), phone: shown('phone') }}
        disabled={disabled}
        emailRef={emailRef}
        phoneRef={phoneRef}
      />
      <SaveAndContinueButton disabled={disabled} />
    </Box>
  );
}
