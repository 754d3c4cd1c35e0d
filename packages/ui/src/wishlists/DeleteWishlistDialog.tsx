import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { deleteWishlistText, deleteWishlistTitle } from './wishlistTexts';

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
  /** Delete was pressed: called with the wishlist to delete. */
  readonly onConfirm: (wishlistId: string) => void;
  /** Cancel, Escape or a click outside: nothing is deleted. */
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/** "Delete “{name}”?" with Delete and Cancel (ours): a wishlist is not deleted by a stray click. */
export function DeleteWishlistDialog({ wishlist, onConfirm, ...rest }: DeleteWishlistDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={wishlist}
      title={({ name }) => deleteWishlistTitle(name)}
      text={({ name, homeCount }) => deleteWishlistText(name, homeCount)}
      onConfirm={({ id }) => onConfirm(id)}
      {...rest}
    />
  );
}
