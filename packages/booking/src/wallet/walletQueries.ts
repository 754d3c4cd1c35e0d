import { queryOptions } from '@tanstack/react-query';
import { getTravelWalletCredit, getTravelWalletDetails, type ApiClient } from '@wayfare/api';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The traveller's travel credit (spec: platform §7 "GET credit"). */
export const travelWalletCreditQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('travelWallet', 'credit'),
    queryFn: ({ signal }) => getTravelWalletCredit(client, signal),
    retry: false,
  });

/** The credit's breakdown and the offers (spec: platform §7 "GET credit details"). */
export const travelWalletDetailsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('travelWallet', 'details'),
    queryFn: ({ signal }) => getTravelWalletDetails(client, signal),
    retry: false,
  });
