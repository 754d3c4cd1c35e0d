import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaymentMethod } from '@wayfare/domain';
import { useId, useState } from 'react';
import { paymentMethodLabel } from './paymentMethodLabel';

export interface DeleteCardDialogProps {
  /** The card to delete; the dialog is open while there is one. */
  readonly paymentMethod: PaymentMethod | undefined;
  readonly onConfirm: (paymentMethod: PaymentMethod) => void;
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the list can put focus back where it belongs. */
  readonly onExited: () => void;
}

/** "Delete this card?" with Delete and Cancel: a card is not deleted by a stray click. */
export function DeleteCardDialog({
  paymentMethod,
  onConfirm,
  onCancel,
  onExited,
}: DeleteCardDialogProps) {
  const titleId = useId();
  const textId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [shown, setShown] = useState(paymentMethod);
  if (paymentMethod && paymentMethod !== shown) setShown(paymentMethod);
  return (
    <Dialog
      open={paymentMethod !== undefined}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Delete this card?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown && `${paymentMethodLabel(shown)} will be removed from your saved cards.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => paymentMethod && onConfirm(paymentMethod)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
