import {
  apiBasePath,
  creditDetailsResponseSchema,
  creditHistoryResponseSchema,
  creditResponseSchema,
  type CreditDetailsResponse,
  type CreditHistoryResponse,
  type CreditResponse,
} from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** `GET credit`: the travel wallet's credit (spec: platform §7). */
export function getTravelWalletCredit(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CreditResponse> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/credit`,
    schema: creditResponseSchema,
    signal,
  });
}

/** `GET credit details`: offers, the credit breakdown and the credit (spec: platform §7). */
export function getTravelWalletDetails(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CreditDetailsResponse> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/credit/details`,
    schema: creditDetailsResponseSchema,
    signal,
  });
}

/** `GET credit history` (spec: platform §7). */
export function getCreditHistory(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CreditHistoryResponse> {
  return client.request({
    method: 'GET',
    path: `${apiBasePath}/credit/history`,
    schema: creditHistoryResponseSchema,
    signal,
  });
}
