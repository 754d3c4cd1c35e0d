import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTraveler } from '@wayfare/api';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from './BookingScope';
import { travelersQueryOptions } from './travelersQuery';

/** Deletes a saved traveler; a deleted chosen traveler is no longer chosen. */
export function useDeleteTraveler() {
  const { client } = useBookingEnvironment();
  const { atoms } = useCheckoutScope();
  const queryClient = useQueryClient();
  const setSelected = useSetAtom(atoms.selectedTravelerId);
  return useMutation({
    mutationFn: (travelerId: string) => deleteTraveler(client, travelerId),
    retry: false,
    onSuccess: async (_answer, travelerId) => {
      setSelected((selected) => (selected === travelerId ? null : selected));
      await queryClient.invalidateQueries({ queryKey: travelersQueryOptions(client).queryKey });
    },
  });
}
