import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTraveler } from '@wayfare/api';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from '../checkout/checkoutAtomOrOwn';
import { travelersQueryOptions } from './travelersQuery';

/**
 * Deletes a saved traveler; in a checkout, a deleted chosen traveler is no longer chosen. The
 * account's travelers page uses it outside any checkout.
 */
export function useDeleteTraveler() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const setSelected = useSetAtom(useCheckoutAtomOrOwn((atoms) => atoms.selectedTravelerId, null));
  return useMutation({
    mutationFn: (travelerId: string) => deleteTraveler(client, travelerId),
    retry: false,
    onSuccess: async (_answer, travelerId) => {
      setSelected((selected) => (selected === travelerId ? null : selected));
      await queryClient.invalidateQueries({ queryKey: travelersQueryOptions(client).queryKey });
    },
  });
}
