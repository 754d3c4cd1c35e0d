import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

export interface TextInputFieldProps {
  /** The field's name, in the outline's notch once it holds text. */
  readonly label: string;
  /** What the field holds: the form's own state. */
  readonly value: string;
  /** Each change typed, with the new text as `event.target.value`. */
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown in the empty field once it has focus. */
  readonly placeholder?: string;
  /** The input's `autocomplete`: "off" where the browser's suggestions would cover the product's. */
  readonly autoComplete?: string;
  /** The field is in error; its helper text says why. */
  readonly error?: boolean;
  /** Under the field, announced with it. */
  readonly helperText?: string;
  /** The input element, to focus it (a search focuses a place it will not search). */
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the input element itself (e.g. a `data-` hook). */
  readonly htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, unknown>;
}

/**
 * An outlined text field, drawn as MUI's TextField draws one and made of the parts MUI documents
 * for it (FormControl, InputLabel, OutlinedInput, FormHelperText). TextField itself always loads
 * its select mode (Select, Menu, Popover, Modal, focus trap): a form on a page's first load, such
 * as a search, uses this one and leaves them out.
 */
export function TextInputField({
  label,
  value,
  onChange,
  placeholder,
  autoComplete,
  error = false,
  helperText,
  inputRef,
  htmlInput,
}: TextInputFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputRef={inputRef}
        inputProps={htmlInput}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
