import { useInfiniteQuery } from '@tanstack/react-query';
import { searchHomes, type ApiClient, type HomesSearchQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { searchPagesQueryOptions } from '../searchPagesQuery';

/** Homes for a place, dates and guests, a page of 10 at a time; without a query nothing is asked. */
export const homesSearchQueryOptions = (client: ApiClient, query: HomesSearchQuery | undefined) =>
  searchPagesQueryOptions('homes', query, (search, offset, signal) =>
    searchHomes(client, search, offset, signal),
  );

export function useHomesSearch(query: HomesSearchQuery | undefined) {
  const { client } = useBookingEnvironment();
  return useInfiniteQuery(homesSearchQueryOptions(client, query));
}
