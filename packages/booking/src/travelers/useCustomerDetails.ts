import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerDetails, type ApiClient } from '@wayfare/api';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The customer's details; their phone number prefills the contact step (spec: platform §7). */
export const customerDetailsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('customer', 'details'),
    queryFn: ({ signal }) => getCustomerDetails(client, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useCustomerDetails() {
  const { client } = useBookingEnvironment();
  return useQuery(customerDetailsQueryOptions(client));
}
