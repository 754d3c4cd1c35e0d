import { z } from 'zod/mini';
import { listingCollections, type ListingCollection } from '../vacationRentals/listing';
import type { HotelAmenity } from './hotelAmenities';
import { mealPlans, type MealPlan } from './mealPlans';
import { starRatings, type StarRating } from './starRatings';

/**
 * The amenities the hotel list filters by, each with the amenities that satisfy it (a pool is a
 * pool, indoors or out). The spec lists amenities without their filters (products §3); these are
 * ours, the ones travellers most often filter on.
 */
export const hotelAmenityFilters = {
  FreeWifi: ['FreeWifi'],
  FreeBreakfast: ['FreeBreakfast'],
  FreeParking: ['FreeParking'],
  Pool: ['Pool', 'IndoorPool', 'OutdoorPool'],
  FitnessCenter: ['FitnessCenter'],
  Spa: ['Spa'],
  PetFriendly: ['PetFriendly'],
  WheelchairAccessible: ['WheelchairAccessible', 'AccessibleBathroom'],
} as const satisfies Record<string, readonly HotelAmenity[]>;
export type HotelAmenityFilter = keyof typeof hotelAmenityFilters;
export const hotelAmenityFilterIds = Object.keys(hotelAmenityFilters) as HotelAmenityFilter[];

/** The most a night may cost, in whole dollars, as the price filter offers it (ours). */
export const hotelNightlyPriceCaps = [150, 250, 400, 600] as const;

/**
 * The hotel list's filters (spec: products §3 star ratings, amenities, meal plans, and a price;
 * STATES §20): a hotel shows when it has one of the chosen star ratings, every chosen amenity, a
 * rate with one of the chosen meal plans, a night at or under the cap, and is of the collection.
 * An empty list filters nothing.
 */
export interface HotelResultsFilters {
  readonly starRatings: readonly StarRating[];
  readonly amenities: readonly HotelAmenityFilter[];
  readonly mealPlans: readonly MealPlan[];
  readonly maxNightlyPrice?: number;
  /** The Premier or Lifestyle Collection tab's search shows that collection only. */
  readonly lodgingCollection?: ListingCollection;
}

export const noHotelResultsFilters: HotelResultsFilters = {
  starRatings: [],
  amenities: [],
  mealPlans: [],
};

/** The filters as the availability call carries them (ours, like the rest of its body). */
export const hotelResultsFiltersSchema = z.object({
  starRatings: z._default(z.array(z.enum(starRatings)), []),
  amenities: z._default(z.array(z.enum(hotelAmenityFilterIds)), []),
  mealPlans: z._default(z.array(z.enum(mealPlans)), []),
  maxNightlyPrice: z.optional(z.number().check(z.positive())),
  lodgingCollection: z.optional(z.enum(listingCollections)),
});

/** Whether a hotel's amenities satisfy every chosen amenity filter. */
export function hasHotelAmenities(
  amenities: readonly HotelAmenity[],
  chosen: readonly HotelAmenityFilter[],
): boolean {
  return chosen.every((filter) =>
    hotelAmenityFilters[filter].some((amenity: HotelAmenity) => amenities.includes(amenity)),
  );
}

/** How many filters are chosen, for the filters button's badge. */
export function hotelResultsFiltersCount(filters: HotelResultsFilters): number {
  return (
    filters.starRatings.length +
    filters.amenities.length +
    filters.mealPlans.length +
    (filters.maxNightlyPrice === undefined ? 0 : 1)
  );
}
