import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  checkoutTexts,
  personFieldLimits,
  textLimitError,
  travelerStepTexts,
  type TravelerContact,
} from '@wayfare/domain';
import type { Ref } from 'react';

export interface TravelerContactFieldsProps {
  readonly contact: TravelerContact;
  readonly onChange: (contact: TravelerContact) => void;
  /** Which pattern errors a save click has shown (platform §5); a length error shows as typed. */
  readonly shownErrors: { readonly email: boolean; readonly phone: boolean };
  readonly disabled: boolean;
  readonly emailRef: Ref<HTMLInputElement>;
  readonly phoneRef: Ref<HTMLInputElement>;
}

/**
 * The contact of a traveler step, email and phone side by side on a desktop: an email or phone
 * over its limit says so as soon as it is typed; the pattern's error waits for a save click
 * (platform §5). The one-traveler step and a flight's passengers step share it.
 */
export function TravelerContactFields({
  contact,
  onChange,
  shownErrors,
  disabled,
  emailRef,
  phoneRef,
}: TravelerContactFieldsProps) {
  const emailHelper =
    textLimitError(contact.email, personFieldLimits.emailAddress) ??
    (shownErrors.email ? travelerStepTexts.emailError : undefined);
  const phoneHelper =
    textLimitError(contact.phone, personFieldLimits.phoneNumber) ??
    (shownErrors.phone ? travelerStepTexts.phoneError : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        label={travelerStepTexts.email}
        type="email"
        value={contact.email}
        onChange={(event) => onChange({ ...contact, email: event.target.value })}
        required
        autoComplete="email"
        error={emailHelper !== undefined}
        helperText={emailHelper}
        disabled={disabled}
        inputRef={emailRef}
      />
      <TextField
        label={travelerStepTexts.phone}
        type="tel"
        value={contact.phone}
        onChange={(event) => onChange({ ...contact, phone: event.target.value })}
        required
        autoComplete="tel"
        error={phoneHelper !== undefined}
        helperText={phoneHelper}
        disabled={disabled}
        inputRef={phoneRef}
      />
    </Box>
  );
}

/** A traveler step's Save & Continue, the whole width on a phone. */
export function SaveAndContinueButton({ disabled }: { readonly disabled: boolean }) {
  return (
    <Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        sx={{ width: { xs: '100%', md: 'auto' } }}
      >
        {checkoutTexts.saveAndContinue}
      </Button>
    </Box>
  );
}
