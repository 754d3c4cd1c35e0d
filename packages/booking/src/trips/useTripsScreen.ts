import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@wayfare/api';
import type { Trip, TripListTabId } from '@wayfare/domain';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { tripListQueryOptions, tripQueryOptions } from './tripsQuery';

/** What a trips screen shows: loading, a failure it can retry, a trip it cannot find, or its data. */
export type TripsScreen<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly data: Data };

/** A query as a screen: a failed query asked again is loading until it answers. */
function screenOf<Data>(query: UseQueryResult<Data>, retry: () => void): TripsScreen<Data> {
  // Asking again would not find it: the answer is final.
  if (isApiError(query.error, 'http') && query.error.status === 404) return { status: 'not-found' };
  if (query.isError && !query.isFetching) return { status: 'failed', retry };
  if (query.data === undefined || query.isError) return { status: 'loading' };
  return { status: 'ready', data: query.data };
}

/** The trips of one tab of the hub. */
export function useTripList(tab: TripListTabId): TripsScreen<readonly Trip[]> {
  const { client } = useBookingEnvironment();
  const query = useQuery(tripListQueryOptions(client, tab));
  const { refetch } = query;
  return screenOf(
    query,
    useCallback(() => void refetch(), [refetch]),
  );
}

/** One trip's itinerary details. */
export function useTrip(tripId: string): TripsScreen<Trip> {
  const { client } = useBookingEnvironment();
  const query = useQuery(tripQueryOptions(client, tripId));
  const { refetch } = query;
  return screenOf(
    query,
    useCallback(() => void refetch(), [refetch]),
  );
}
