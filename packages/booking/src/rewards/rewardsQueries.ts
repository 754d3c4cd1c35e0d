import { queryOptions, skipToken } from '@tanstack/react-query';
import {
  convertRewardsToUsd,
  productToEarn,
  refreshRewardsAccounts,
  type ApiClient,
  type ProductToEarnBody,
} from '@wayfare/api';
import { wayfareQueryKey } from '../wayfareQueryKey';

/** The rewards accounts (spec: platform §7 "PUT accounts (rewards refresh)"). */
export const rewardsAccountsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: wayfareQueryKey('rewards', 'accounts'),
    queryFn: ({ signal }) => refreshRewardsAccounts(client, signal),
    staleTime: 60_000,
    retry: false,
  });

/** A split-pay amount in currency, as the server converts it (spec: platform §4, §7). */
export const rewardsToUsdQueryOptions = (
  client: ApiClient,
  request: { readonly accountReferenceId: string; readonly rewardsAmount: number } | undefined,
) =>
  queryOptions({
    queryKey: wayfareQueryKey('rewards', 'toUsd', request),
    queryFn: request ? ({ signal }) => convertRewardsToUsd(client, request, signal) : skipToken,
    staleTime: Infinity,
    retry: false,
  });

/** What a booking earns on an account (spec: platform §7 productToEarn). */
export const productToEarnQueryOptions = (
  client: ApiClient,
  request: ProductToEarnBody | undefined,
) =>
  queryOptions({
    queryKey: wayfareQueryKey('rewards', 'productToEarn', request),
    queryFn: request ? ({ signal }) => productToEarn(client, request, signal) : skipToken,
    staleTime: Infinity,
    retry: false,
  });
