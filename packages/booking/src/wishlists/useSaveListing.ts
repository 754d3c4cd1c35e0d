import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addWishlistItem } from '@wayfare/api';
import type { WishlistItem } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { wishlistItemsQueryOptions, wishlistsQueryKey } from './wishlistsQuery';

export interface SaveListingInput {
  readonly listingId: string;
  readonly wishlistId: string;
}

/** wishlist-item/create (spec: platform §7 "product.id.value, wishlistId.value"): a listing saved. */
export function useSaveListing() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listingId, wishlistId }: SaveListingInput): Promise<WishlistItem> => {
      const item = { product: { id: { value: listingId } }, wishlistId: { value: wishlistId } };
      await addWishlistItem(client, item);
      return item;
    },
    retry: false,
    onSuccess: async (item) => {
      // The heart fills at once; the items are asked again behind it.
      queryClient.setQueryData(wishlistItemsQueryOptions(client).queryKey, (items = []) => [
        ...items,
        item,
      ]);
      await queryClient.invalidateQueries({ queryKey: wishlistsQueryKey });
    },
  });
}
