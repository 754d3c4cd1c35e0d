import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTraveler, type TravelerToSave } from '@wayfare/api';
import { isPersonWithinLimits } from '@wayfare/domain';
import { useSetAtom } from 'jotai';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from '../checkout/checkoutAtomOrOwn';
import { travelersQueryOptions } from './travelersQuery';

/** A traveler with a field over its limit (personFieldLimits of @wayfare/domain): not sent. */
export class TravelerOverLimitError extends Error {
  constructor() {
    super('A traveler field is longer than its limit.');
    this.name = 'TravelerOverLimitError';
  }
}

/**
 * Saves a traveler (added when it has no id); in a checkout it is then chosen: spec: platform §4
 * "Save & Continue saves". The person goes as personToSend makes it (platform §5 passport and
 * loyalty rules), and only within its field limits. Outside a checkout (the account's travelers
 * page) nothing is chosen; nor in a checkout whose step chooses a traveler per seat itself (a
 * flight's passengers: `choosesSaved` false).
 */
export function useSaveTraveler({ choosesSaved = true }: { readonly choosesSaved?: boolean } = {}) {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const select = useSetAtom(useCheckoutAtomOrOwn((atoms) => atoms.selectedTravelerId, null));
  return useMutation({
    mutationFn: async (person: TravelerToSave) => {
      // The forms stop a value over its limit; this stops any caller that did not, so nothing
      // over a limit reaches passengers/update. The save fails as a refused save would.
      if (!isPersonWithinLimits(person)) throw new TravelerOverLimitError();
      return saveTraveler(client, person);
    },
    retry: false,
    onSuccess: async (saved) => {
      if (choosesSaved) select(saved.id);
      await queryClient.invalidateQueries({ queryKey: travelersQueryOptions(client).queryKey });
    },
  });
}
