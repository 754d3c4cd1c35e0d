import {
  homesSearchQueryOptions,
  prefetchAddressContext,
  type RoutePrefetch,
} from '@wayfare/booking';
import { parseSearchResultsQuery } from '@wayfare/domain';
import { homesSearchQueryOf } from '../search/searchPageState';

/**
 * The search results' first page, asked for when the route matches, derived from the address
 * exactly as the page derives it, so the page finds it in the cache (or in flight). A prefetch
 * never fails: the page shows whatever the answer was. An answer already in the cache is the
 * page's to refresh (`staleTime: Infinity` here only): the loader runs on every navigation inside
 * the route (a sort, the map view), which must not ask again.
 */
export function prefetchSearchResults(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseSearchResultsQuery(search, prefetchAddressContext(prefetch));
  if (!query.locationName) return;
  void prefetch.queryClient.prefetchInfiniteQuery({
    ...homesSearchQueryOptions(
      prefetch.environment.client,
      homesSearchQueryOf({ ...query, locationName: query.locationName }),
    ),
    staleTime: Infinity,
  });
}
