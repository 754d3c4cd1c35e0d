import {
  homesSearchQueryOptions,
  listingQueryOptions,
  prefetchAddressContext,
  type RoutePrefetch,
} from '@wayfare/booking';
import { parseListingQuery, parseSearchResultsQuery, stayOf } from '@wayfare/domain';
import { homesSearchQueryOf } from '../search/searchPageState';

/*
 * The vacation-rental pages' first data, asked for when their route matches: each derives its
 * question from the address exactly as its page does, so the page finds it in the cache (or in
 * flight). A prefetch never fails: the page shows whatever the answer was. An answer already in
 * the cache is the page's to refresh (`staleTime: Infinity` here only): a loader runs on every
 * navigation inside its route (a sort, the map view), which must not ask again.
 */

const askOnce = { staleTime: Infinity } as const;

export function prefetchSearchResults(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseSearchResultsQuery(search, prefetchAddressContext(prefetch));
  if (!query.locationName) return;
  void prefetch.queryClient.prefetchInfiniteQuery({
    ...homesSearchQueryOptions(
      prefetch.environment.client,
      homesSearchQueryOf({ ...query, locationName: query.locationName }),
    ),
    ...askOnce,
  });
}

/** The listing and its availability: the listing page's, and the checkout's (its address keeps the listing's query). */
export function prefetchListing(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseListingQuery(search, prefetchAddressContext(prefetch));
  if (query.listingId === undefined) return;
  void prefetch.queryClient.prefetchQuery({
    ...listingQueryOptions(
      prefetch.environment.client,
      stayOf({ ...query, listingId: query.listingId }),
    ),
    ...askOnce,
  });
}
