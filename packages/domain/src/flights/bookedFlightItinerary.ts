import { z } from 'zod/mini';
import { bookingVendors } from './bookingVendors';
import { flightItinerarySchema } from './flightItinerary';
import { flightTripTypes } from './flightTripTypes';
import { itineraryTags } from './itineraryTags';
import { voidStates } from './voidStates';

/**
 * A booked flight itinerary as trips list it: the itinerary with its trip type, tags, void state
 * and booking vendor (spec: products §3). The field names tripType, tags, voidState and
 * bookingVendor are ours; the spec names the lists but not where they sit.
 */
export const bookedFlightItinerarySchema = z.extend(flightItinerarySchema, {
  tripType: z.enum(flightTripTypes),
  tags: z.array(z.enum(itineraryTags)),
  voidState: z.enum(voidStates),
  bookingVendor: z.enum(bookingVendors),
});
export type BookedFlightItinerary = z.infer<typeof bookedFlightItinerarySchema>;
