import { z } from 'zod/mini';

const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

// The fields are ours: the spec names the recently-searched car entry without its fields
// (products §3 Cars); /productFeed/recentlySearched serves it (products §7).
export const carSearchLocationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
});
export type CarSearchLocation = z.infer<typeof carSearchLocationSchema>;

const recentlySearchedCarBase = {
  pickUpLocation: carSearchLocationSchema,
  pickUpDate: z.iso.date(),
  /** HH:mm, local to the pick-up location. */
  pickUpTime: z.string().check(z.regex(timeOfDayPattern)),
  dropOffDate: z.iso.date(),
  /** HH:mm, local to the drop-off location. */
  dropOffTime: z.string().check(z.regex(timeOfDayPattern)),
  driverAge: z.optional(z.number().check(z.int(), z.positive())),
};

/**
 * A car search the user made before, as the recently-searched product feed lists it. A different
 * drop-off carries its own location; the same drop-off returns the car where it was picked up.
 */
export const recentlySearchedCarSchema = z.discriminatedUnion('dropOffMode', [
  z.object({
    ...recentlySearchedCarBase,
    dropOffMode: z.literal('different_drop_off'),
    dropOffLocation: carSearchLocationSchema,
  }),
  z.object({ ...recentlySearchedCarBase, dropOffMode: z.literal('same_as_drop_off') }),
]);
export type RecentlySearchedCar = z.infer<typeof recentlySearchedCarSchema>;

/** spec: products §3 Cars, drop-off modes different_drop_off and same_as_drop_off: where the car goes back. */
export function carDropOffLocation(search: RecentlySearchedCar): CarSearchLocation {
  return search.dropOffMode === 'different_drop_off'
    ? search.dropOffLocation
    : search.pickUpLocation;
}
