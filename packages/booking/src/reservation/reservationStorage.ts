import { reservationSchema, type Reservation } from '@wayfare/domain';
import type { StringStorage } from '../checkout/choicesStorage';
import { keptBookings } from './keptBooking';

/** Vacation rentals' booked reservations, kept for the confirmation page by their id. */
export const keptReservations = keptBookings<Reservation>(
  'homes',
  'wayfare.reservation',
  reservationSchema,
  (reservation) => reservation.id.value,
);

/** Where a booked reservation is kept for the confirmation page, by its id. */
export const reservationStorageKey = keptReservations.storageKey;

export function storeReservation(storage: StringStorage, reservation: Reservation): void {
  keptReservations.store(storage, reservation);
}

/** The kept reservation, when there is one and it still reads as a reservation. */
export function readReservation(
  storage: StringStorage,
  reservationId: string,
): Reservation | undefined {
  return keptReservations.read(storage, reservationId);
}
