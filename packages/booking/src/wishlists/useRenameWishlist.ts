import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameWishlist } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { wishlistsQueryKey, wishlistsQueryOptions } from './wishlistsQuery';

export interface RenameWishlistInput {
  readonly wishlistId: string;
  readonly name: string;
}

/** PUT wishlist/update: a wishlist renamed (spec: platform §7; the payload is ours). */
export function useRenameWishlist() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wishlistId, name }: RenameWishlistInput) =>
      renameWishlist(client, { wishlistId: { value: wishlistId }, name }),
    retry: false,
    onSuccess: async (renamed) => {
      queryClient.setQueryData(wishlistsQueryOptions(client).queryKey, (wishlists) =>
        wishlists?.map((wishlist) => (wishlist.id.value === renamed.id.value ? renamed : wishlist)),
      );
      await queryClient.invalidateQueries({ queryKey: wishlistsQueryKey });
    },
  });
}
