import {
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { searchHotels, type ApiClient, type HotelSearchQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { routeDataFreshMs } from '../routePrefetch';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** Hotels for a place, dates, guests and filters, a page of 10 at a time; without a query nothing is asked. */
export const hotelSearchQueryOptions = (client: ApiClient, query: HotelSearchQuery | undefined) =>
  infiniteQueryOptions({
    queryKey: wayfareQueryKey('hotels', 'availability', query),
    queryFn: query
      ? ({ pageParam, signal }) => searchHotels(client, query, pageParam, signal)
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextPageOffset,
    // A new sort or filter keeps the cards on screen until its answer comes.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: routeDataFreshMs,
  });

export function useHotelSearch(query: HotelSearchQuery | undefined) {
  const { client } = useBookingEnvironment();
  return useInfiniteQuery(hotelSearchQueryOptions(client, query));
}
