import { useQuery } from '@tanstack/react-query';
import { flightBookingSchema, type FlightBooking } from '@wayfare/domain';
import { defaultSessionStorage, type StringStorage } from '../checkout/choicesStorage';
import { keptBookings } from '../reservation/keptBooking';

/** Flight bookings, kept for the confirmation page (/flights/book/confirm/) by their id. */
export const keptFlightBookings = keptBookings<FlightBooking>(
  'flights',
  'wayfare.flightBooking',
  flightBookingSchema,
  (booking) => booking.id.value,
);

/** The flight booking the confirmation shows; null when neither the cache nor storage has it. */
export function useFlightBooking(
  bookingId: string | undefined,
  storage: StringStorage = defaultSessionStorage(),
) {
  return useQuery(keptFlightBookings.queryOptions(bookingId, storage));
}
