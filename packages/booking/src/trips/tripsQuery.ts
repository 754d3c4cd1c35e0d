import { queryOptions } from '@tanstack/react-query';
import { getTrip, getTrips, type ApiClient } from '@wayfare/api';
import type { TripListTabId } from '@wayfare/domain';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Every trips query starts so: a change to any trip (a cancellation, a new email) reaches all. */
export const tripsQueryKey = wayfareQueryKey('trips');

/** The trips of one tab of the hub (ours: GET /itinerary/trips?tab=, products §2 tabs). */
export const tripListQueryOptions = (client: ApiClient, tab: TripListTabId) =>
  queryOptions({
    queryKey: wayfareQueryKey('trips', 'list', tab),
    queryFn: ({ signal }) => getTrips(client, tab, signal),
    // The hub offers its own retry (STATES §21): a failed load is shown at once.
    retry: false,
  });

/** One trip's itinerary details (ours: GET /itinerary/trips/{tripId}). */
export const tripQueryOptions = (client: ApiClient, tripId: string) =>
  queryOptions({
    queryKey: wayfareQueryKey('trips', 'trip', tripId),
    queryFn: ({ signal }) => getTrip(client, tripId, signal),
    retry: false,
  });
