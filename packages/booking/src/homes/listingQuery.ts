import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopListing, type ApiClient, type ShopQuery } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';

/** A listing with its availability for the stay and guests (spec: platform §4 "Shop load"). */
export const listingQueryOptions = (client: ApiClient, query: ShopQuery) =>
  queryOptions({
    queryKey: ['homes', 'listing', query],
    queryFn: ({ signal }) => shopListing(client, query, signal),
    retry: false,
  });

export function useListing(query: ShopQuery) {
  const { client } = useBookingEnvironment();
  return useQuery(listingQueryOptions(client, query));
}
