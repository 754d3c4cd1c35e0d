import {
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { searchHomes, type ApiClient, type HomesSearchQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { routeDataFreshMs } from '../routePrefetch';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Homes for a place, dates and guests, a page of 10 at a time; without a query nothing is asked. */
export const homesSearchQueryOptions = (client: ApiClient, query: HomesSearchQuery | undefined) =>
  infiniteQueryOptions({
    queryKey: wayfareQueryKey('homes', 'search', query),
    queryFn: query
      ? ({ pageParam, signal }) => searchHomes(client, query, pageParam, signal)
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextPageOffset,
    placeholderData: keepPreviousData,
    retry: false,
    // The route's loader asks while the page's code loads: the page takes that answer as fresh.
    staleTime: routeDataFreshMs,
  });

export function useHomesSearch(query: HomesSearchQuery | undefined) {
  const { client } = useBookingEnvironment();
  return useInfiniteQuery(homesSearchQueryOptions(client, query));
}
