import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionInfo, type ApiClient } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Who is signed in: loaded once per visit (spec: platform §4 Session). */
export const sessionInfoQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('session'),
    queryFn: ({ signal }) => getSessionInfo(client, signal),
    staleTime: Infinity,
    // Loaded once, failed or not: a page that mounts later must not ask again (a second 401
    // would save that page as the path to return to, instead of the one the user was on).
    retryOnMount: false,
  });

export function useSessionInfo() {
  const { client } = useBookingEnvironment();
  return useQuery(sessionInfoQueryOptions(client));
}
