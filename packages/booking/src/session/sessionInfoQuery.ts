import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionInfo, type ApiClient } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';

/** Who is signed in: loaded once per visit (spec: platform §4 Session). */
export const sessionInfoQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSessionInfo(client, signal),
    staleTime: Infinity,
  });

export function useSessionInfo() {
  const { client } = useBookingEnvironment();
  return useQuery(sessionInfoQueryOptions(client));
}
