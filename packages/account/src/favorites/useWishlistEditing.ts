import {
  useCreateWishlist,
  useDeleteWishlist,
  useRemoveSavedListing,
  useRenameWishlist,
} from '@wayfare/booking';
import { routePaths, wishlistPath } from '@wayfare/domain';
import type { WishlistToDelete } from '@wayfare/ui';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';

type NameDialog =
  | { readonly mode: 'create' }
  | { readonly mode: 'rename'; readonly wishlistId: string; readonly name: string };

/** Where focus goes when a dialog has gone, or after a home is removed. */
export interface FocusTargets {
  /** The page's heading: after the wishlist being shown is deleted. */
  readonly page: RefObject<HTMLElement | null>;
  /** The current wishlist's heading: after one is created, or a home removed. */
  readonly wishlist: RefObject<HTMLElement | null>;
}

/**
 * Creating, renaming and deleting wishlists and removing homes, with their dialogs' state.
 * Focus goes back to the control that opened a dialog, or, when that control is gone with what it
 * acted on, to the heading of what the page shows next.
 */
export function useWishlistEditing(focus: FocusTargets) {
  const navigate = useNavigate();
  const create = useCreateWishlist();
  const rename = useRenameWishlist();
  const remove = useDeleteWishlist();
  const removeHome = useRemoveSavedListing();
  const [nameDialog, setNameDialog] = useState<NameDialog>();
  const [toDelete, setToDelete] = useState<WishlistToDelete>();
  const [failed, setFailed] = useState(false);
  const returnFocus = useRef<() => HTMLElement | null | undefined>(undefined);
  /** The wishlist whose heading the page shows (CurrentWishlist reports it when it mounts). */
  const shownWishlist = useRef<string>(undefined);
  /** A created wishlist whose heading is to take focus as soon as the page shows it. */
  const awaitedHeading = useRef<string>(undefined);

  const headingShown = useCallback(
    (wishlistId: string) => {
      shownWishlist.current = wishlistId;
      if (awaitedHeading.current !== wishlistId) return;
      awaitedHeading.current = undefined;
      focus.wishlist.current?.focus();
    },
    [focus.wishlist],
  );

  /** A dialog opens: focus will go back to what opened it unless an outcome says otherwise. */
  const opening = () => {
    setFailed(false);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    returnFocus.current = () => opener;
  };
  const onFailure = () => setFailed(true);

  return {
    failed,
    nameDialog,
    toDelete,
    isSaving: create.isPending || rename.isPending,
    isDeleting: remove.isPending,
    removingId: removeHome.isPending ? removeHome.variables : undefined,
    openCreate: () => {
      opening();
      setNameDialog({ mode: 'create' });
    },
    openRename: (wishlistId: string, name: string) => {
      opening();
      setNameDialog({ mode: 'rename', wishlistId, name });
    },
    openDelete: (wishlist: WishlistToDelete) => {
      opening();
      setToDelete(wishlist);
    },
    cancel: () => {
      setNameDialog(undefined);
      setToDelete(undefined);
    },
    submitName: (name: string) => {
      if (!nameDialog) return;
      const done = { onSuccess: () => setNameDialog(undefined), onError: onFailure };
      if (nameDialog.mode === 'rename') {
        rename.mutate({ wishlistId: nameDialog.wishlistId, name }, done);
        return;
      }
      create.mutate(name, {
        ...done,
        onSuccess: (wishlist) => {
          // The new wishlist is shown; its heading takes focus once the dialog has gone. The page
          // may still show the last wishlist then (its heading is about to go, and focus with
          // it): the new heading then takes focus when it comes.
          const created = wishlist.id.value;
          returnFocus.current = () => {
            if (shownWishlist.current === created) return focus.wishlist.current;
            awaitedHeading.current = created;
            return undefined;
          };
          void navigate(wishlistPath(wishlist.id.value));
          setNameDialog(undefined);
        },
      });
    },
    confirmDelete: (wishlistId: string) => {
      remove.mutate(wishlistId, {
        onSuccess: () => {
          returnFocus.current = () => focus.page.current;
          void navigate(routePaths.favorites);
          setToDelete(undefined);
        },
        onError: onFailure,
      });
    },
    removeHome: (listingId: string) => {
      setFailed(false);
      removeHome.mutate(listingId, {
        // The card and its heart are gone: the wishlist's heading keeps the keyboard's place.
        onSuccess: () => focus.wishlist.current?.focus(),
        onError: onFailure,
      });
    },
    /** A dialog has gone: focus goes where the outcome says. */
    restoreFocus: () => returnFocus.current?.()?.focus(),
    /** The page shows this wishlist's heading. */
    headingShown,
  };
}

export type WishlistEditing = ReturnType<typeof useWishlistEditing>;
