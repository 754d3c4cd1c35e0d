import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { shopFlights, type ApiClient } from '@wayfare/api';
import type { FlightShopRequest } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { routeDataFreshMs } from '../routePrefetch';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * The flights of a leg for a search and the fares chosen before; without a request (no search in
 * the address yet) nothing is asked. A 400 (a fare no longer sold) is not asked again.
 */
export const flightShopQueryOptions = (client: ApiClient, request: FlightShopRequest | undefined) =>
  queryOptions({
    queryKey: wayfareQueryKey('flights', 'shop', request),
    queryFn: request ? ({ signal }) => shopFlights(client, request, signal) : skipToken,
    retry: false,
    staleTime: routeDataFreshMs,
  });

export function useFlightShop(request: FlightShopRequest | undefined) {
  const { client } = useBookingEnvironment();
  return useQuery(flightShopQueryOptions(client, request));
}
