import { useInfiniteQuery } from '@tanstack/react-query';
import { searchHotels, type ApiClient, type HotelSearchQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { searchPagesQueryOptions } from '../searchPagesQuery';

/** Hotels for a place, dates, guests and filters, a page of 10 at a time; without a query nothing is asked. */
export const hotelSearchQueryOptions = (client: ApiClient, query: HotelSearchQuery | undefined) =>
  searchPagesQueryOptions('hotels', query, (search, offset, signal) =>
    searchHotels(client, search, offset, signal),
  );

export function useHotelSearch(query: HotelSearchQuery | undefined) {
  const { client } = useBookingEnvironment();
  return useInfiniteQuery(hotelSearchQueryOptions(client, query));
}
