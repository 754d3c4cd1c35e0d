import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelFlight, getFlightCancelInfo } from '@wayfare/api';
import type {
  FlightCancelInfo,
  FlightCancellationOutcome,
  FlightCancelRequest,
} from '@wayfare/domain';
import { useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { tripsQueryKey } from './tripsQuery';
import { useTripChanged } from './useTripChanged';

/** Cancelling a flight online, as the cancellation modal makes its calls (products §2). */
export interface FlightCancelActions {
  /** What cancelling would give: an offer, or the outcome that stops a cancellation online. */
  readonly info: () => Promise<FlightCancelInfo>;
  /** Cancels on the offer accepted, for every traveler: its outcome (products §4). */
  readonly cancel: (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;
}

/**
 * The self-serve flight cancellation's two calls, each a mutation its modal waits on. The cancel
 * call answers the trip as it now is: the details show it (Canceled, or its cancellation pending)
 * and every trips list is asked again (a cancelled flight moves from Upcoming to Past trips). An
 * info answer that says the flight was cancelled already refreshes the trips too.
 */
export function useFlightCancel(tripId: string): FlightCancelActions {
  const { client } = useBookingEnvironment();
  const queryClient = useQueryClient();
  const changed = useTripChanged();
  const { mutateAsync: infoAsync } = useMutation({
    mutationFn: () => getFlightCancelInfo(client, tripId),
    onSuccess: async (answer) => {
      if (answer.kind === 'outcome' && answer.outcome === 'Canceled') {
        await queryClient.invalidateQueries({ queryKey: tripsQueryKey });
      }
    },
  });
  const { mutateAsync: cancelAsync } = useMutation({
    mutationFn: (request: FlightCancelRequest) => cancelFlight(client, tripId, request),
    onSuccess: ({ trip }) => changed(trip),
  });
  return useMemo(
    () => ({
      info: () => infoAsync(),
      cancel: async (request) => (await cancelAsync(request)).outcome,
    }),
    [infoAsync, cancelAsync],
  );
}
