import { apiBasePath, type RewardsAccount } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { defaultRewardsAccounts } from '../fixtures/rewardsAccounts';

/** `PUT accounts` answering with rewards accounts. */
export function rewardsHandlers(accounts: readonly RewardsAccount[] = defaultRewardsAccounts) {
  return [http.put(`*${apiBasePath}/accounts`, () => HttpResponse.json(accounts))];
}
