import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface InvalidCardDialogProps {
  /** Whether the "card could not be verified" dialog is shown. */
  readonly open: boolean;
  /** "Edit Payment Information": back to the card form. Escape does the same. */
  readonly onEdit: () => void;
  /** "Try Again": send the same card once more. */
  readonly onTryAgain: () => void;
}

/**
 * spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal (buttons
 * edit and try again)". The title and sentence are ours; the edit button is the spec's.
 */
export function InvalidCardDialog({ open, onEdit, onTryAgain }: InvalidCardDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onEdit}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>We couldn&apos;t add this card</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          We couldn&apos;t read this card&apos;s details. Check your payment information, or try
          again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onEdit}>
          Edit Payment Information
        </Button>
        <Button variant="contained" onClick={onTryAgain}>
          Try Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
