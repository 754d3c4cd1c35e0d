import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchHomes, type ApiClient, type HomesSearchQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';

/** Homes for a place, dates and guests, a page of 10 at a time. */
export const homesSearchQueryOptions = (client: ApiClient, query: HomesSearchQuery) =>
  infiniteQueryOptions({
    queryKey: ['homes', 'search', query],
    queryFn: ({ pageParam, signal }) => searchHomes(client, query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextPageOffset,
    retry: false,
  });

export function useHomesSearch(query: HomesSearchQuery) {
  const { client } = useBookingEnvironment();
  return useInfiniteQuery(homesSearchQueryOptions(client, query));
}
