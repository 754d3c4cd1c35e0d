import { queryOptions, useQuery } from '@tanstack/react-query';
import { flightAirports, type ApiClient } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Every airport the shop flies, for the search's fields: asked once a session, it does not change. */
export const flightAirportsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('flights', 'airports'),
    queryFn: ({ signal }) => flightAirports(client, signal),
    staleTime: Infinity,
  });

export function useFlightAirports() {
  const { client } = useBookingEnvironment();
  return useQuery(flightAirportsQueryOptions(client));
}
