import { z } from 'zod/mini';
import { searchPageSize } from '../platform/searchPageSize';
import { hotelResultsFiltersSchema } from './hotelResultsFilters';
import { hotelSearchResultSchema } from './hotelSearchResult';
import { hotelSortOrders } from './hotelSortOrders';

const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const countSchema = z.number().check(z.int(), z.nonnegative());

/**
 * What a hotel search asks for (spec: products §3 lodging search types Location and LodgingIds):
 * a place by the words the traveller typed or picked ("Chicago", "SoHo, New York"), or given
 * lodgings (a premium stay, a wishlist). The field names are ours.
 */
export const hotelLodgingSelectionSchema = z.discriminatedUnion('searchType', [
  z.object({
    searchType: z.literal('Location'),
    placeTerm: z.string().check(z.trim(), z.minLength(1)),
  }),
  z.object({
    searchType: z.literal('LodgingIds'),
    lodgingIds: z.array(z.string()).check(z.minLength(1)),
  }),
]);
export type HotelLodgingSelection = z.infer<typeof hotelLodgingSelectionSchema>;

/**
 * The body of `POST hotels/availability` (the spec names the path, products §7, and not its
 * payload; the shape is ours, like homes/search's): the lodgings, the stay, the guests in how many
 * rooms, the order, the filters, and the page.
 */
export const hotelAvailabilityRequestSchema = z.object({
  lodgingSelection: hotelLodgingSelectionSchema,
  stayDetails: z.object({ dateRange: z.object({ from: isoDateSchema, until: isoDateSchema }) }),
  guestDetails: z.object({
    adults: z.number().check(z.int(), z.positive()),
    /** Each child's age. */
    children: z.array(countSchema),
  }),
  roomsCount: z.number().check(z.int(), z.positive()),
  sortOrder: z.enum(hotelSortOrders),
  /** The list's filters; absent filters nothing. */
  filters: z.optional(hotelResultsFiltersSchema),
  page: z.object({ offset: countSchema, size: z.number().check(z.int(), z.positive()) }),
});
export type HotelAvailabilityRequest = z.infer<typeof hotelAvailabilityRequestSchema>;

/** A page of hotels: spec: products §7 "A search-result page size of 10". */
export const hotelAvailabilityResponseSchema = z.object({
  value: z.object({
    lodgings: z.array(hotelSearchResultSchema),
    totalCount: countSchema,
    /** Where the next page starts; absent on the last page. */
    nextPageOffset: z.optional(countSchema),
    /** What the search found the lodgings around, for the map and "distance from" (ours). */
    centre: z.optional(z.object({ name: z.string(), lat: z.number(), lon: z.number() })),
  }),
});
export type HotelAvailabilityPage = z.infer<typeof hotelAvailabilityResponseSchema>['value'];

export const hotelAvailabilityPageSize = searchPageSize;
