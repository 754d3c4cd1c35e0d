import {
  useCreateWishlist,
  useRemoveSavedListing,
  useSavedListings,
  useSaveListing,
  useWishlists,
} from '@wayfare/booking';
import { SaveToWishlistButton, WishlistChooser } from '@wayfare/ui';
import { useRef, useState } from 'react';

export interface ListingSaveButtonProps {
  readonly listingId: string;
  readonly listingName: string;
}

/**
 * The listing's heart (spec: platform §1 "keep wishlists (favorites)", §7 wishlist calls; STATES
 * §2 `experiment/wishlists/{on,off}`): saves the listing into a wishlist the user chooses or
 * names, or takes it out of every wishlist (wishlist-item/delete-all). Not shown unless the
 * wishlists experiment is on.
 */
export function ListingSaveButton({ listingId, listingName }: ListingSaveButtonProps) {
  const saved = useSavedListings();
  const wishlists = useWishlists();
  const save = useSaveListing();
  const create = useCreateWishlist();
  const remove = useRemoveSavedListing();
  const [choosing, setChoosing] = useState(false);
  const heartRef = useRef<HTMLButtonElement>(null);

  if (saved.experiment !== 'on' || !saved.isSuccess) return null;
  const isSaved = saved.isSaved(listingId);
  const items = saved.items;
  const summaries = (wishlists.data ?? []).map((wishlist) => ({
    id: wishlist.id.value,
    name: wishlist.name,
    homeCount: items.filter((item) => item.wishlistId.value === wishlist.id.value).length,
  }));
  const saveInto = (wishlistId: string) =>
    save.mutate({ listingId, wishlistId }, { onSettled: () => setChoosing(false) });

  return (
    <>
      <SaveToWishlistButton
        ref={heartRef}
        saved={isSaved}
        busy={remove.isPending || save.isPending}
        onClick={() => (isSaved ? remove.mutate(listingId) : setChoosing(true))}
      />
      <WishlistChooser
        open={choosing}
        listingName={listingName}
        wishlists={summaries}
        isSaving={save.isPending || create.isPending}
        onChoose={saveInto}
        onCreate={(name) =>
          create.mutate(name, {
            onSuccess: (wishlist) => saveInto(wishlist.id.value),
            onError: () => setChoosing(false),
          })
        }
        onCancel={() => setChoosing(false)}
        onExited={() => heartRef.current?.focus()}
      />
    </>
  );
}
