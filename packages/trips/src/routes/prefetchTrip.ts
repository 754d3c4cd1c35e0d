import { tripQueryOptions, type RoutePrefetch } from '@wayfare/booking';
import { parseTripItineraryQuery } from '@wayfare/domain';

/** The trip of an itinerary's address, asked for when its route matches (see prefetchTripList). */
export function prefetchTrip(prefetch: RoutePrefetch, search: URLSearchParams): void {
  const { tripId } = parseTripItineraryQuery(search);
  if (tripId === undefined) return;
  void prefetch.queryClient.prefetchQuery(tripQueryOptions(prefetch.environment.client, tripId));
}
