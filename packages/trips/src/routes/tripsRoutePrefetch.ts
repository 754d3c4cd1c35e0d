import { tripListQueryOptions, tripQueryOptions, type RoutePrefetch } from '@wayfare/booking';
import { parseTripItineraryQuery, parseTripsTab } from '@wayfare/domain';

/*
 * The trips pages' first data, asked for when their route matches, from the address exactly as
 * the page reads it, so the page finds it in the cache or in flight. A prefetch never fails: the
 * page shows whatever the answer was.
 */

export function prefetchTripList(prefetch: RoutePrefetch, search: URLSearchParams): void {
  void prefetch.queryClient.prefetchQuery(
    tripListQueryOptions(prefetch.environment.client, parseTripsTab(search)),
  );
}

export function prefetchTrip(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const { tripId } = parseTripItineraryQuery(search);
  if (tripId === undefined) return;
  void prefetch.queryClient.prefetchQuery(tripQueryOptions(prefetch.environment.client, tripId));
}
