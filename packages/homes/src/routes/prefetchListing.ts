import { listingQueryOptions, prefetchAddressContext, type RoutePrefetch } from '@wayfare/booking';
import { parseListingQuery, stayOf } from '@wayfare/domain';

/**
 * The listing and its availability, asked for when the listing's or the checkout's route matches
 * (the checkout's address keeps the listing's query), derived from the address as the page
 * derives it. An answer already in the cache is the page's to refresh (see prefetchSearchResults).
 */
export function prefetchListing(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseListingQuery(search, prefetchAddressContext(prefetch));
  if (query.listingId === undefined) return;
  void prefetch.queryClient.prefetchQuery({
    ...listingQueryOptions(
      prefetch.environment.client,
      stayOf({ ...query, listingId: query.listingId }),
    ),
    staleTime: Infinity,
  });
}
