import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

export interface TextInputFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  /** The field is in error; its helper text says why. */
  readonly error?: boolean;
  /** Under the field, announced with it. */
  readonly helperText?: string;
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
