import { z } from 'zod/mini';
import { hotelBookingStatuses } from '../trips/bookingStatuses';
import { hotelConfirmationResults } from './hotelConfirmationResults';
import { hotelStayTermsShape } from './hotelPriceQuote';
import { hotelSearchResultSchema } from './hotelSearchResult';

/**
 * A hotel booking, as the booking's poll answers it and the confirmation shows it (products §3
 * confirmation results Confirmed, Pending, Unavailable; §4 hotel booking status). The hotel's
 * confirmation code comes once it confirmed; the guests and main guest are what was booked.
 */
export const hotelBookingSchema = z.object({
  id: z.object({ value: z.string() }),
  confirmationResult: z.enum(hotelConfirmationResults),
  status: z.enum(hotelBookingStatuses),
  confirmationCode: z.optional(z.string()),
  ...hotelStayTermsShape,
  lodging: hotelSearchResultSchema.shape.lodging,
  guests: z.object({
    adults: z.number(),
    children: z.number(),
    rooms: z.number(),
  }),
  mainGuestName: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
});
export type HotelBooking = z.infer<typeof hotelBookingSchema>;

/** A hotel's fulfilment: "Success with type Hotel" and its booking. */
export const hotelFulfilmentSchema = z.object({
  type: z.literal('Hotel'),
  booking: hotelBookingSchema,
});
export type HotelFulfilment = z.infer<typeof hotelFulfilmentSchema>;
