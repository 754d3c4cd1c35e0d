import { useQuery } from '@tanstack/react-query';
import { defaultSessionStorage, type StringStorage } from '../checkout/choicesStorage';
import { keptReservations } from './reservationStorage';

/** A booked reservation: put in the cache by the booking, and read from storage after a refresh. */
export const reservationQueryOptions = keptReservations.queryOptions;

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
