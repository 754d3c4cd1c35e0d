import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export interface TravelerDialogFrameProps {
  readonly open: boolean;
  readonly title: string;
  /** The traveler is being saved: the form waits and cannot be closed. */
  readonly isSaving: boolean;
  /** The last save failed: said above the buttons, the form kept as typed. */
  readonly saveFailed: boolean;
  readonly texts: { readonly saveError: string; readonly cancel: string; readonly save: string };
  /** Cancel, Escape or a click outside (not while saving). */
  readonly onClose: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: (() => void) | undefined;
  /** The form, given the id its submit button names. */
  readonly children: (formId: string) => ReactNode;
}

/**
 * A traveler's form in a modal, full screen below 960 px, with Cancel and Save: the account's
 * traveler dialog and the flight passengers' share it. The page puts focus back itself.
 */
export function TravelerDialogFrame({
  open,
  title,
  isSaving,
  saveFailed,
  texts,
  onClose,
  onExited,
  children,
}: TravelerDialogFrameProps) {
  const titleId = useId();
  const formId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children(formId)}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {saveFailed && (
          <Alert severity="error" sx={{ flexBasis: '100%' }}>
            {texts.saveError}
          </Alert>
        )}
        <Button onClick={onClose} disabled={isSaving}>
          {texts.cancel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isSaving}>
          {texts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
