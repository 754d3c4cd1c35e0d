import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeListingFromWishlists } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { wishlistItemsQueryOptions, wishlistsQueryKey } from './wishlistsQuery';

/**
 * wishlist-item/delete-all by product id (spec: platform §7 "productId.value"): the listing leaves
 * every wishlist it was saved in; the spec has no call to take it out of one wishlist only.
 */
export function useRemoveSavedListing() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => removeListingFromWishlists(client, listingId),
    retry: false,
    onSuccess: async (_answer, listingId) => {
      queryClient.setQueryData(wishlistItemsQueryOptions(client).queryKey, (items) =>
        items?.filter((item) => item.product.id.value !== listingId),
      );
      await queryClient.invalidateQueries({ queryKey: wishlistsQueryKey });
    },
  });
}
