import Box from '@mui/material/Box';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface TravelerDialogFormProps {
  /** The id the dialog's Save button submits by. */
  readonly id: string;
  readonly formRef: Ref<HTMLFormElement>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While saving, every field waits. */
  readonly disabled: boolean;
  readonly children: ReactNode;
}

/**
 * The form of a traveler dialog (TravelerDialogFrame): its sections one above the other, all
 * disabled at once while the traveler is saved. The browser's own checks are off: the form's say
 * more.
 */
export function TravelerDialogForm({
  id,
  formRef,
  onSubmit,
  disabled,
  children,
}: TravelerDialogFormProps) {
  return (
    <Box
      component="form"
      id={id}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: 1 }}
    >
      <Box
        component="fieldset"
        disabled={disabled}
        sx={{
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
