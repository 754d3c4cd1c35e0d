import { useQueryClient } from '@tanstack/react-query';
import type { Trip } from '@wayfare/domain';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { tripQueryOptions, tripsQueryKey } from './tripsQuery';

/**
 * A call answered the trip as it now is: the details show it at once, and every trips list is
 * asked again (a cancelled home moves from Upcoming to Past).
 */
export function useTripChanged() {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  return useCallback(
    async (trip: Trip) => {
      queryClient.setQueryData(tripQueryOptions(client, trip.id).queryKey, trip);
      await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
    },
    [client, queryClient],
  );
}
