import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getPolicyDetails, type ApiClient } from '@wayfare/api';
import type { Tenant } from '@wayfare/domain';
import { useBookingEnvironment } from '../BookingProvider';
import { wayfareQueryKey } from '../wayfareQueryKey';

/**
 * The corporate traveler's policy tier (spec: platform §3 Policy tier, §7 /policies/details). Only
 * the corporate tenant has one: elsewhere nothing is asked.
 */
export const policyTierQueryOptions = (client: ApiClient, tenant: Tenant) =>
  queryOptions({
    queryKey: wayfareQueryKey('corporate', 'policyTier'),
    queryFn: tenant === 'corporate' ? ({ signal }) => getPolicyDetails(client, signal) : skipToken,
    // The tier changes in the admin portal, not during a checkout.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function usePolicyTier() {
  const { client, tenant } = useBookingEnvironment();
  return useQuery(policyTierQueryOptions(client, tenant));
}
