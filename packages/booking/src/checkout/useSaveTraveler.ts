import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTraveler, type TravelerToSave } from '@wayfare/api';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from './BookingScope';
import { travelersQueryOptions } from './travelersQuery';

/**
 * Saves a traveler (added when it has no id) and chooses it: spec: platform §4 "Save & Continue
 * saves". The person goes as personToSend makes it (platform §5 passport and loyalty rules).
 */
export function useSaveTraveler() {
  const { client } = useBookingEnvironment();
  const { atoms } = useCheckoutScope();
  const queryClient = useQueryClient();
  const select = useSetAtom(atoms.selectedTravelerId);
  return useMutation({
    mutationFn: (person: TravelerToSave) => saveTraveler(client, person),
    retry: false,
    onSuccess: async (saved) => {
      select(saved.id);
      await queryClient.invalidateQueries({ queryKey: travelersQueryOptions(client).queryKey });
    },
  });
}
