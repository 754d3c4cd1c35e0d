import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { deleteWishlistText, deleteWishlistTitle, wishlistTexts } from './wishlistTexts';

/** The wishlist a deletion asks about. */
export interface WishlistToDelete {
  readonly id: string;
  readonly name: string;
  readonly homeCount: number;
}

export interface DeleteWishlistDialogProps {
  /** The wishlist to delete; the dialog is open while there is one. */
  readonly wishlist: WishlistToDelete | undefined;
  /** The deletion is under way: Delete shows it and nothing can be pressed twice. */
  readonly isDeleting?: boolean;
  readonly onConfirm: (wishlistId: string) => void;
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/** "Delete “{name}”?" with Delete and Cancel (ours): a wishlist is not deleted by a stray click. */
export function DeleteWishlistDialog({
  wishlist,
  isDeleting = false,
  onConfirm,
  onCancel,
  onExited,
}: DeleteWishlistDialogProps) {
  const titleId = useId();
  const textId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [shown, setShown] = useState(wishlist);
  if (wishlist && wishlist !== shown) setShown(wishlist);
  return (
    <Dialog
      open={wishlist !== undefined}
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
      <DialogTitle id={titleId}>{deleteWishlistTitle(shown?.name ?? '')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {deleteWishlistText(shown?.name ?? '', shown?.homeCount ?? 0)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isDeleting}>
          {wishlistTexts.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={isDeleting}
          onClick={() => wishlist && onConfirm(wishlist.id)}
        >
          {wishlistTexts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
