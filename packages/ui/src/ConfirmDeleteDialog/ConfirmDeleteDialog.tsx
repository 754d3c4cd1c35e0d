import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

export interface ConfirmDeleteDialogProps<Item> {
  /** What a deletion asks about; the dialog is open while there is one. */
  readonly item: Item | undefined;
  /** The question, "Delete …?". */
  readonly title: (item: Item) => string;
  /** What deleting it does. */
  readonly text: (item: Item) => string;
  /** The deletion is under way: Delete shows it and nothing can be pressed twice. */
  readonly isDeleting?: boolean;
  readonly onConfirm: (item: Item) => void;
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/**
 * A deletion asked before it is done (ours): the question, what it does, Cancel and Delete, so
 * nothing saved is deleted by a stray click. Escape and a click outside cancel, except while the
 * deletion is under way.
 */
export function ConfirmDeleteDialog<Item>({
  item,
  title,
  text,
  isDeleting = false,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDeleteDialogProps<Item>) {
  const titleId = useId();
  const textId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [shown, setShown] = useState(item);
  if (item !== undefined && item !== shown) setShown(item);
  return (
    <Dialog
      open={item !== undefined}
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
      <DialogTitle id={titleId}>{shown !== undefined && title(shown)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{shown !== undefined && text(shown)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={isDeleting}
          onClick={() => item !== undefined && onConfirm(item)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
