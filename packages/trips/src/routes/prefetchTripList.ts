import { tripListQueryOptions, type RoutePrefetch } from '@wayfare/booking';
import { parseTripsTab } from '@wayfare/domain';

/**
 * The hub's tab, asked for when its route matches, from the address exactly as the page reads
 * it, so the page finds it in the cache or in flight. A prefetch never fails: the page shows
 * whatever the answer was.
 */
export function prefetchTripList(prefetch: RoutePrefetch, search: URLSearchParams): void {
  void prefetch.queryClient.prefetchQuery(
    tripListQueryOptions(prefetch.environment.client, parseTripsTab(search)),
  );
}
