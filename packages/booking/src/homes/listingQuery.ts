import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { shopListing, type ApiClient } from '@wayfare/api';
import type { Stay } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { routeDataFreshMs } from '../routePrefetch';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * A listing with its availability for the stay and guests (spec: platform §4 "Shop load"). Without
 * a query (an address with no listing id) nothing is asked.
 */
export const listingQueryOptions = (client: ApiClient, query: Stay | undefined) =>
  queryOptions({
    queryKey: wayfareQueryKey('homes', 'listing', query),
    queryFn: query ? ({ signal }) => shopListing(client, query, signal) : skipToken,
    // A new stay or guests keeps the page on screen while the listing is priced again.
    placeholderData: keepPreviousData,
    retry: false,
    // The route's loader asks while the page's code loads: the page takes that answer as fresh.
    staleTime: routeDataFreshMs,
  });

export function useListing(query: Stay | undefined) {
  const { client } = useBookingEnvironment();
  return useQuery(listingQueryOptions(client, query));
}
