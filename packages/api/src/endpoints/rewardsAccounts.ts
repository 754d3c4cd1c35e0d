import { apiBasePath, rewardsAccountsSchema, type RewardsAccount } from '@wayfare/domain';
import type { ApiClient } from '../createApiClient';

/** `PUT accounts` with an empty body: the rewards accounts, refreshed (spec: platform §7). */
export function refreshRewardsAccounts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<RewardsAccount[]> {
  return client.request({
    method: 'PUT',
    path: `${apiBasePath}/accounts`,
    schema: rewardsAccountsSchema,
    signal,
  });
}
