import { z } from 'zod/mini';
import { priceSchema } from '../money/money';
import { searchPageSize } from '../platform/searchPageSize';
import { listingCollections, mediaSchema } from './listing';

/**
 * One home of the search results: what a result card and a map marker show. The search call is
 * not in the spec; its shape is ours (see @wayfare/api's README).
 */
export const homeSearchResultSchema = z.object({
  listingId: z.object({ id: z.string() }),
  name: z.string(),
  /** The first photos, for the card. */
  media: z.array(mediaSchema),
  userRating: z.optional(z.object({ score: z.number() })),
  maxOccupancy: z.optional(z.number().check(z.int(), z.positive())),
  numberOfBedrooms: z.number().check(z.int(), z.nonnegative()),
  /** Approximate coordinates, good for a map pin, never the exact address. */
  location: z.object({
    lat: z.number(),
    lon: z.number(),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
  }),
  nightly: priceSchema,
  total: priceSchema,
  listingCollection: z.optional(z.enum(listingCollections)),
});
export type HomeSearchResult = z.infer<typeof homeSearchResultSchema>;

/** A page of results: spec: products §7 "A search-result page size of 10". */
export const homesSearchResponseSchema = z.object({
  value: z.object({
    listings: z.array(homeSearchResultSchema),
    totalCount: z.number().check(z.int(), z.nonnegative()),
    /** Where the next page starts; absent on the last page. */
    nextPageOffset: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
});
export type HomesSearchPage = z.infer<typeof homesSearchResponseSchema>['value'];

export const homesSearchPageSize = searchPageSize;
