import {
  hotelSearchQueryOptions,
  prefetchAddressContext,
  type RoutePrefetch,
} from '@wayfare/booking';
import { parseStaysAvailabilityQuery } from '@wayfare/domain';
import { hotelSearchOf } from '../results/hotelSearchOf';

/**
 * The hotel list's first page, asked for when its route matches, derived from the address as the
 * page derives it, so the page finds it in the cache or in flight. An answer already cached is the
 * page's to refresh: the loader runs again on a sort or a filter, which must not ask twice.
 */
export function prefetchHotelResults(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const query = parseStaysAvailabilityQuery(search, prefetchAddressContext(prefetch));
  if (!query.placeTerm) return;
  void prefetch.queryClient.prefetchInfiniteQuery({
    ...hotelSearchQueryOptions(
      prefetch.environment.client,
      hotelSearchOf({ ...query, placeTerm: query.placeTerm }),
    ),
    staleTime: Infinity,
  });
}
