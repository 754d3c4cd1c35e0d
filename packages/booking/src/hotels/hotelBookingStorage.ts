import { useQuery } from '@tanstack/react-query';
import { hotelBookingSchema, type HotelBooking } from '@wayfare/domain';
import { defaultSessionStorage, type StringStorage } from '../checkout/choicesStorage';
import { keptBookings } from '../reservation/keptBooking';

/** Hotel bookings, kept for the confirmation page (/stays/book/confirm/) by their id. */
export const keptHotelBookings = keptBookings<HotelBooking>(
  'hotels',
  'wayfare.hotelBooking',
  hotelBookingSchema,
  (booking) => booking.id.value,
);

/** The hotel booking the confirmation shows; null when neither the cache nor storage has it. */
export function useHotelBooking(
  bookingId: string | undefined,
  storage: StringStorage = defaultSessionStorage(),
) {
  return useQuery(keptHotelBookings.queryOptions(bookingId, storage));
}
