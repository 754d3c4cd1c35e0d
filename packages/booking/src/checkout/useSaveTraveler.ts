import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTraveler, type TravelerToSave } from '@wayfare/api';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from './checkoutAtomOrOwn';
import { travelersQueryOptions } from './travelersQuery';

/**
 * Saves a traveler (added when it has no id); in a checkout it is then chosen: spec: platform §4
 * "Save & Continue saves". The person goes as personToSend makes it (platform §5 passport and
 * loyalty rules). Outside a checkout (the account's travelers page) nothing is chosen.
 */
export function useSaveTraveler() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const select = useSetAtom(useCheckoutAtomOrOwn((atoms) => atoms.selectedTravelerId, null));
  return useMutation({
    mutationFn: (person: TravelerToSave) => saveTraveler(client, person),
    retry: false,
    onSuccess: async (saved) => {
      select(saved.id);
      await queryClient.invalidateQueries({ queryKey: travelersQueryOptions(client).queryKey });
    },
  });
}
