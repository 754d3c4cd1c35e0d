import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface NativeSelectFieldProps {
  /** The field's name, in the outline's notch. */
  readonly label: string;
  /** The chosen option's value: the form's own state. */
  readonly value: string;
  /** Each choice, with the chosen option's value as `event.target.value`. */
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>` elements. */
  readonly children: ReactNode;
  /** `small` beside other controls in a toolbar. */
  readonly size?: 'small' | 'medium';
  readonly sx?: SxProps<Theme>;
}

/**
 * The browser's own select in an outlined field, drawn as MUI's TextField draws a native select
 * and made of the parts MUI documents for it (FormControl, InputLabel, NativeSelect, OutlinedInput):
 * the phone's own picker, keyboard use for free, no popover to mount. TextField itself always
 * loads its select mode's menu (Select, Menu, Popover, Modal, focus trap, about 12 kB gzip): a page's
 * first load, such as a results list with its sort, uses this one and leaves them out.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  size,
  sx,
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FormControl size={size} sx={sx} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={label} />}
        inputProps={{ id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
