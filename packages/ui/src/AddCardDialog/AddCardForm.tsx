import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import {
  emptyNewCardInput,
  newCardFieldLimits,
  textLimitError,
  validateNewCard,
  type IsoDate,
  type NewCard,
  type NewCardField,
  type NewCardInput,
} from '@wayfare/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';

export interface AddCardFormProps {
  readonly isSaving: boolean;
  readonly today: IsoDate;
  readonly onSubmit: (card: NewCard) => void;
  readonly onCancel: () => void;
}

interface FieldSpec {
  readonly field: NewCardField;
  readonly label: string;
  readonly autoComplete: string;
  readonly inputMode?: 'numeric' | 'text';
  readonly placeholder?: string;
  /** Columns of 6 taken from desktop upwards; every field takes the full width on mobile. */
  readonly columns: 6 | 3 | 2;
}

const fields: readonly FieldSpec[] = [
  { field: 'fullName', label: 'Cardholder name', autoComplete: 'cc-name', columns: 6 },
  {
    field: 'number',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    columns: 6,
  },
  {
    field: 'expiry',
    label: 'Expiry date (MM/YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    columns: 2,
  },
  { field: 'cvv', label: 'CVV', autoComplete: 'cc-csc', inputMode: 'numeric', columns: 2 },
  { field: 'postalCode', label: 'Billing postal code', autoComplete: 'postal-code', columns: 2 },
];

/**
 * The add-card fields and buttons. A field's error shows once the traveller has left it, and
 * every error once Save was tried; Save with errors moves focus to the first wrong field.
 */
export function AddCardForm({ isSaving, today, onSubmit, onCancel }: AddCardFormProps) {
  const [values, setValues] = useState<NewCardInput>(emptyNewCardInput);
  const [touched, setTouched] = useState<ReadonlySet<NewCardField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<NewCardField, HTMLInputElement | null>>>({});
  const validation = validateNewCard(values, today);

  // The form opens to be filled in: the first field takes focus (the dialog keeps it there).
  useEffect(() => {
    inputs.current.fullName?.focus();
  }, []);
  // A name or postal code over its limit says so as soon as it is typed; every other error
  // waits until the field is left or Save is tried.
  const tooLongOf = (field: NewCardField) =>
    field === 'fullName' || field === 'postalCode'
      ? textLimitError(values[field], newCardFieldLimits[field])
      : undefined;
  const errorOf = (field: NewCardField) =>
    tooLongOf(field) ??
    (validation.valid || !(submitted || touched.has(field)) ? undefined : validation.errors[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    if (validation.valid) {
      onSubmit(validation.card);
      return;
    }
    setSubmitted(true);
    const firstWrong = fields.find(({ field }) => validation.errors[field] !== undefined);
    if (firstWrong) inputs.current[firstWrong.field]?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={isSaving}>
      <DialogContent
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(6, 1fr)' }, gap: 2 }}
      >
        {fields.map(({ field, label, autoComplete, inputMode, placeholder, columns }) => {
          const error = errorOf(field);
          return (
            <TextField
              key={field}
              name={field}
              label={label}
              required
              value={values[field]}
              disabled={isSaving}
              placeholder={placeholder}
              autoComplete={autoComplete}
              error={error !== undefined}
              helperText={error}
              inputRef={(input: HTMLInputElement | null) => {
                inputs.current[field] = input;
              }}
              onChange={(event) =>
                setValues((current) => ({ ...current, [field]: event.target.value }))
              }
              onBlur={() => setTouched((current) => new Set(current).add(field))}
              slotProps={{ htmlInput: { inputMode } }}
              sx={{ gridColumn: { md: `span ${columns}` }, mt: field === 'fullName' ? 1 : 0 }}
            />
          );
        })}
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
