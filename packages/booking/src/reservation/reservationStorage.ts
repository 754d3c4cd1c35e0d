import { reservationSchema, type Reservation } from '@wayfare/domain';
import type { StringStorage } from '../checkout/choicesStorage';

/** Where a booked reservation is kept for the confirmation page, by its id. */
export const reservationStorageKey = (reservationId: string) =>
  `wayfare.reservation:${reservationId}`;

export function storeReservation(storage: StringStorage, reservation: Reservation): void {
  try {
    storage.setItem(reservationStorageKey(reservation.id.value), JSON.stringify(reservation));
  } catch {
    // A full or blocked storage: the confirmation page still has the query cache.
  }
}

/** The kept reservation, when there is one and it still reads as a reservation. */
export function readReservation(
  storage: StringStorage,
  reservationId: string,
): Reservation | undefined {
  const text = storage.getItem(reservationStorageKey(reservationId));
  if (text === null) return undefined;
  try {
    const parsed = reservationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
