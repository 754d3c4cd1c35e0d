import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { personFieldLimits, textLimitError } from '@wayfare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { itineraryDialogTexts } from '../itineraryTexts';
import { emailFieldError } from './emailFieldError';

export interface EmailFormProps {
  /** What the address is for, above the field. */
  readonly intro: string;
  /** The field's label. */
  readonly label: string;
  /** What the field starts with. */
  readonly initialValue: string;
  readonly submitLabel: string;
  /** A check of its own beyond the address's shape (change email: not the same address). */
  readonly extraError?: (email: string) => string | undefined;
  /** The address is being sent: the form waits and its button shows progress. */
  readonly isPending: boolean;
  /** Why the last send failed, as an alert; what was typed stays for another try. */
  readonly failure?: string;
  /** Called with the checked address, trimmed. */
  readonly onSubmit: (email: string) => void;
  readonly onCancel: () => void;
}

/**
 * One email field with its buttons, as the resend and change-email modals ask for it. The field
 * takes focus when the form opens; its error shows once it is left or the form is sent, and a
 * send with an error puts focus back on it, where its error is read.
 */
export function EmailForm({
  intro,
  label,
  initialValue,
  submitLabel,
  extraError,
  isPending,
  failure,
  onSubmit,
  onCancel,
}: EmailFormProps) {
  const [value, setValue] = useState(initialValue);
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);
  const error = emailFieldError(value) ?? extraError?.(value.trim());
  // Too long is said as soon as it is typed, like the checkout's fields; the rest once checked.
  const visibleError =
    textLimitError(value, personFieldLimits.emailAddress) ?? (checked ? error : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    setChecked(true);
    if (error === undefined) onSubmit(value.trim());
    else input.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isPending}>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{intro}</DialogContentText>
        <TextField
          inputRef={input}
          label={label}
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={value}
          disabled={isPending}
          error={visibleError !== undefined}
          helperText={visibleError}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setChecked(true)}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          {itineraryDialogTexts.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={isPending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
