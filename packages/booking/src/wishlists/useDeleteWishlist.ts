import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWishlist } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import {
  wishlistItemsQueryOptions,
  wishlistsQueryKey,
  wishlistsQueryOptions,
} from './wishlistsQuery';

/** wishlist/delete: the wishlist goes, and with it the listings saved in it. */
export function useDeleteWishlist() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wishlistId: string) => deleteWishlist(client, wishlistId),
    retry: false,
    onSuccess: async (_answer, wishlistId) => {
      queryClient.setQueryData(wishlistsQueryOptions(client).queryKey, (wishlists) =>
        wishlists?.filter((wishlist) => wishlist.id.value !== wishlistId),
      );
      queryClient.setQueryData(wishlistItemsQueryOptions(client).queryKey, (items) =>
        items?.filter((item) => item.wishlistId.value !== wishlistId),
      );
      await queryClient.invalidateQueries({ queryKey: wishlistsQueryKey });
    },
  });
}
