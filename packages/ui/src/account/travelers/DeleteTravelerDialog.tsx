import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TravelerProfile } from '@wayfare/domain';
import { useId, useState } from 'react';
import { travelerName } from './TravelerCard';

export interface DeleteTravelerDialogProps {
  /** The traveler to delete; the dialog is open while there is one. */
  readonly traveler: TravelerProfile | undefined;
  /** The deletion is under way: Delete shows it and nothing can be pressed twice. */
  readonly isDeleting?: boolean;
  readonly onConfirm: (traveler: TravelerProfile) => void;
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/** "Delete {name}?" with Delete and Cancel (ours): a traveler is not deleted by a stray click. */
export function DeleteTravelerDialog({
  traveler,
  isDeleting = false,
  onConfirm,
  onCancel,
  onExited,
}: DeleteTravelerDialogProps) {
  const titleId = useId();
  const textId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [shown, setShown] = useState(traveler);
  if (traveler && traveler !== shown) setShown(traveler);
  const name = shown ? travelerName(shown) : '';
  return (
    <Dialog
      open={traveler !== undefined}
      onClose={() => {
        if (!isDeleting) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{`Delete ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`${name} will be removed from your saved travelers.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={isDeleting}
          onClick={() => traveler && onConfirm(traveler)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
