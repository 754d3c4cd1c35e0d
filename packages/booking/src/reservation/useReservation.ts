import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@wayfare/domain';
import { defaultSessionStorage, type StringStorage } from '../checkout/choicesStorage';
import { readReservation } from './reservationStorage';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** A booked reservation: put in the cache by the booking, and read from storage after a refresh. */
export const reservationQueryOptions = (
  reservationId: string | undefined,
  storage: StringStorage,
) =>
  queryOptions({
    queryKey: wayfareQueryKey('homes', 'reservation', reservationId),
    queryFn: reservationId
      ? (): Reservation | null => readReservation(storage, reservationId) ?? null
      : skipToken,
    staleTime: Infinity,
    retry: false,
  });

/**
 * The reservation the confirmation page shows (spec: platform §2 "Without a reservation, the page
 * goes to the landing path": data null). Needs no <BookingScope>: the checkout is gone by then.
 */
export function useReservation(
  reservationId: string | undefined,
  storage: StringStorage = defaultSessionStorage(),
) {
  return useQuery(reservationQueryOptions(reservationId, storage));
}
