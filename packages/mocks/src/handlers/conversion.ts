import { apiBasePath, type RewardsAccount, type RewardsAmount } from '@wayfare/domain';
import { http, HttpResponse } from 'msw';
import { knownRewardsAccounts, primaryMilesAccount } from '../fixtures/rewardsAccounts';
import { rewardsPerUnit } from '../fixtures/listings/rewardsPrice';
import { isRecord } from './stayRequest';

export interface ConversionBehaviour {
  /** `rewardsToUsd` answers without `data` (spec: platform §7 "if missing, error ..."). */
  readonly rewardsToUsdMissing?: boolean;
  /** `productToEarn` answers this amount whatever was asked. */
  readonly earn?: RewardsAmount;
}

const accountOf = (id: unknown): RewardsAccount =>
  knownRewardsAccounts.find((account) => account.accountReferenceId === id) ?? primaryMilesAccount;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * What the account earns on a homes booking: its homes multiplier per dollar in miles, or that
 * many percent back in cash (spec: platform §9 "Earn unit: X for miles, % for cash back").
 */
function earnOn(account: RewardsAccount, amountUsd: number): RewardsAmount {
  const { currency, currencyDescription } = account.rewardsBalance;
  const multiplier = account.earn.homesMultiplier;
  const isCash = currency === account.rewardsCashEquivalent.currencyCode;
  return {
    value: isCash ? round2((amountUsd * multiplier) / 100) : Math.round(amountUsd * multiplier),
    currency,
    ...(currencyDescription === undefined ? {} : { currencyDescription }),
  };
}

/** The rewards conversions (spec: platform §7 rewardsToUsd and productToEarn). */
export function conversionHandlers(behaviour: ConversionBehaviour = {}) {
  return [
    http.put(`*${apiBasePath}/convert/redeem/rewardsToUsd`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (
        behaviour.rewardsToUsdMissing ||
        !isRecord(body) ||
        typeof body.rewardsAmount !== 'number'
      )
        return HttpResponse.json({});
      const account = accountOf(body.accountReferenceId);
      return HttpResponse.json({
        data: { value: round2(body.rewardsAmount / rewardsPerUnit(account)) },
      });
    }),
    http.put(`*${apiBasePath}/accounts/convert/productToEarn`, async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      const amountUsd = isRecord(body) && typeof body.amountUsd === 'number' ? body.amountUsd : 0;
      const account = accountOf(isRecord(body) ? body.account : undefined);
      return HttpResponse.json({ amount: behaviour.earn ?? earnOn(account, amountUsd) });
    }),
  ];
}
