import {
  apiBasePath,
  fakeUsdExchangeRates,
  type RewardsAccount,
  type RewardsAmount,
} from '@wayfare/domain';
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

const usdPerUnit: Readonly<Partial<Record<string, number>>> = fakeUsdExchangeRates;

/**
 * What the account earns on a homes booking of `amountUsd` US dollars: its homes multiplier per
 * dollar in miles, or that many percent back in cash, paid in the account's own currency at the
 * rates the client converts with (spec: platform §9 "Earn unit: X for miles, % for cash back").
 */
function earnOn(account: RewardsAccount, amountUsd: number): RewardsAmount {
  const { currency, currencyDescription } = account.rewardsBalance;
  const multiplier = account.earn.homesMultiplier;
  const isCash = currency === account.rewardsCashEquivalent.currencyCode;
  const cashBack = (amountUsd * multiplier) / 100 / (usdPerUnit[currency] ?? 1);
  return {
    value: isCash ? round2(cashBack) : Math.round(amountUsd * multiplier),
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
      // The call takes dollars (spec: platform §7 "amountUsd"): a total in any other form is refused.
      if (!isRecord(body) || typeof body.amountUsd !== 'number')
        return HttpResponse.json(
          { message: 'productToEarn takes amountUsd, the total in US dollars.' },
          { status: 400 },
        );
      const account = accountOf(body.account);
      return HttpResponse.json({ amount: behaviour.earn ?? earnOn(account, body.amountUsd) });
    }),
  ];
}
