import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import {
  newCardFieldLimits,
  textLimitError,
  validateNewCardBilling,
  type NewCardBilling,
  type NewCardBillingField,
} from '@wayfare/domain';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';

export interface AddCardFormProps {
  readonly isSaving: boolean;
  /**
   * The element the card vault's fields (number, expiry, CVV) go in: the page mounts the vault's
   * frame there, so the card never passes through the page. Its `data-*` attributes carry the
   * theme's font, colours and corner radius for the frame to take.
   */
  readonly cardFieldsRef: Ref<HTMLDivElement>;
  /** Called with the checked name and postal code; the vault's frame checks its own fields. */
  readonly onSubmit: (billing: NewCardBilling) => void;
  readonly onCancel: () => void;
}

interface FieldSpec {
  readonly field: NewCardBillingField;
  readonly label: string;
  readonly autoComplete: string;
}

const nameField: FieldSpec = {
  field: 'fullName',
  label: 'Cardholder name',
  autoComplete: 'cc-name',
};
const postalCodeField: FieldSpec = {
  field: 'postalCode',
  label: 'Billing postal code',
  autoComplete: 'postal-code',
};
const fields = [nameField, postalCodeField];

/**
 * The add-card fields and buttons: the cardholder name, the vault's frame with the card number,
 * expiry and CVV (in tab order between them), and the billing postal code. A field's error shows
 * once the traveller has left it, and every error once Save was tried; Save with errors moves
 * focus to the first wrong field.
 */
export function AddCardForm({ isSaving, cardFieldsRef, onSubmit, onCancel }: AddCardFormProps) {
  const theme = useTheme();
  const [values, setValues] = useState<NewCardBilling>({ fullName: '', postalCode: '' });
  const [touched, setTouched] = useState<ReadonlySet<NewCardBillingField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<NewCardBillingField, HTMLInputElement | null>>>({});
  const validation = validateNewCardBilling(values);

  // The form opens to be filled in: the first field takes focus (the dialog keeps it there).
  useEffect(() => {
    inputs.current.fullName?.focus();
  }, []);
  // A name or postal code over its limit says so as soon as it is typed; every other error
  // waits until the field is left or Save is tried.
  const errorOf = (field: NewCardBillingField) =>
    textLimitError(values[field], newCardFieldLimits[field]) ??
    (validation.valid || !(submitted || touched.has(field)) ? undefined : validation.errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (validation.valid) {
      onSubmit(validation.billing);
      return;
    }
    setSubmitted(true);
    const firstWrong = fields.find(({ field }) => validation.errors[field] !== undefined);
    if (firstWrong) inputs.current[firstWrong.field]?.focus();
  };

  const textField = ({ field, label, autoComplete }: FieldSpec, columns: 6 | 3) => {
    const error = errorOf(field);
    return (
      <TextField
        key={field}
        name={field}
        label={label}
        required
        value={values[field]}
        disabled={isSaving}
        autoComplete={autoComplete}
        error={error !== undefined}
        helperText={error}
        inputRef={(input: HTMLInputElement | null) => {
          inputs.current[field] = input;
        }}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        onBlur={() => setTouched((current) => new Set(current).add(field))}
        sx={{ gridColumn: { md: `span ${columns}` }, mt: field === 'fullName' ? 1 : 0 }}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isSaving}>
      <DialogContent
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' }, gap: 2 }}
      >
        {textField(nameField, 6)}
        <Box
          ref={cardFieldsRef}
          data-card-fields=""
          data-font-family={theme.typography.fontFamily}
          data-text-color={theme.palette.text.primary}
          data-primary-color={theme.palette.primary.main}
          data-error-color={theme.palette.error.main}
          data-border-radius={String(theme.shape.borderRadius)}
          sx={{ gridColumn: { md: 'span 6' }, minHeight: 216 }}
        />
        {textField(postalCodeField, 3)}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSaving} loadingPosition="start">
          Save card
        </Button>
      </DialogActions>
    </Box>
  );
}
