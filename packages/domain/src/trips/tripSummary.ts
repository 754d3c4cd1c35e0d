import { z } from 'zod/mini';
import { bookingStatuses, hotelBookingStatuses } from './bookingStatuses';
import { tripKinds } from './tripKinds';

/** A trip's status: flights and packages use the booking statuses, hotels and cars their own (spec: products §4). */
export const tripStatusSchema = z.union([z.enum(bookingStatuses), z.enum(hotelBookingStatuses)]);
export type TripStatus = z.infer<typeof tripStatusSchema>;

// The fields are ours: the spec names the trips hub and its itinerary calls (/itinerary/hotel,
// /itinerary/flight, products §7) without their payloads.
/** One trip as the trips hub lists it. */
export const tripSummarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(tripKinds),
  status: tripStatusSchema,
  /**
   * First and last day of the trip, YYYY-MM-DD, local to where it happens. Their order is not
   * checked here: a trip that ends before it starts is shown as Invalid (see tripTimeState).
   */
  dates: z.object({ start: z.iso.date(), end: z.iso.date() }),
  title: z.string(),
  /** The booking's confirmation code; a watch has none. */
  locator: z.optional(z.string().check(z.minLength(1))),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
