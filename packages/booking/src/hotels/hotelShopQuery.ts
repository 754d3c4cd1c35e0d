import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { shopHotel, type ApiClient, type HotelShopQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { routeDataFreshMs } from '../routePrefetch';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** A hotel's page and its rooms for a stay; without a query (no hotel in the address) nothing is asked. */
export const hotelShopQueryOptions = (client: ApiClient, query: HotelShopQuery | undefined) =>
  queryOptions({
    queryKey: wayfareQueryKey('hotels', 'shop', query),
    queryFn: query ? ({ signal }) => shopHotel(client, query, signal) : skipToken,
    retry: false,
    staleTime: routeDataFreshMs,
  });

export function useHotelShop(query: HotelShopQuery | undefined) {
  const { client } = useBookingEnvironment();
  return useQuery(hotelShopQueryOptions(client, query));
}
