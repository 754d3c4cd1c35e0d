import type { Fiat, Price, RewardsAccount } from '@wayfare/domain';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * How many rewards one unit of cash is worth in an account: its balance over its cash
 * equivalent. An account with nothing to compare (a zero or negative balance) falls back to its
 * kind: 1 for cash back in that currency, 100 for miles (spec: platform §9 "100 points per
 * currency unit").
 */
export function rewardsPerUnit(account: RewardsAccount): number {
  const { rewardsBalance, rewardsCashEquivalent } = account;
  if (rewardsBalance.value > 0 && rewardsCashEquivalent.value > 0)
    return rewardsBalance.value / rewardsCashEquivalent.value;
  return rewardsBalance.currency === rewardsCashEquivalent.currencyCode ? 1 : 100;
}

/** What an amount costs in each account whose cash equivalent is in the amount's currency. */
export function rewardsPriceFor(fiat: Fiat, accounts: readonly RewardsAccount[]): Price {
  const priced = accounts.filter(
    (account) => account.rewardsCashEquivalent.currencyCode === fiat.currencyCode,
  );
  if (priced.length === 0) return { fiat };
  return {
    fiat,
    rewards: Object.fromEntries(
      priced.map((account) => {
        const { currency, currencyDescription } = account.rewardsBalance;
        const isCash = currency === fiat.currencyCode;
        const value = fiat.value * rewardsPerUnit(account);
        return [
          account.accountReferenceId,
          {
            // Miles are whole; cash back is in cents.
            value: isCash ? round2(value) : Math.ceil(Math.round(value * 1000) / 1000),
            currency,
            ...(currencyDescription === undefined ? {} : { currencyDescription }),
          },
        ];
      }),
    ),
  };
}
