import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWishlist } from '@wayfare/api';
import type { Wishlist } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { wishlistsQueryKey, wishlistsQueryOptions } from './wishlistsQuery';

/** wishlist/create: a new wishlist by name, shown at once, then the wishlists asked again. */
export function useCreateWishlist() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<Wishlist> => createWishlist(client, { name }),
    retry: false,
    onSuccess: async (wishlist) => {
      queryClient.setQueryData(wishlistsQueryOptions(client).queryKey, (wishlists = []) => [
        ...wishlists,
        wishlist,
      ]);
      await queryClient.invalidateQueries({ queryKey: wishlistsQueryKey });
    },
  });
}
