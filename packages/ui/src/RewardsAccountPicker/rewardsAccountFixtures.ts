import type { Fiat, RewardsAccount, RewardsAmount, RewardsChoice } from '@wayfare/domain';

// Accounts for the stories and tests: one per role, product rule and minimum case of the spec.

const miles = (value: number): RewardsAmount => ({
  value,
  currency: 'Miles',
  currencyDescription: 'miles',
});
const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });
/** A cash-back balance: rewards counted in dollars, worth as many in cash. */
const cashBack = (value: number) => ({
  rewardsBalance: { value, currency: 'USD' },
  rewardsCashEquivalent: usd(value),
});
const earn = { hotelsMultiplier: 10, carsMultiplier: 10, flightsMultiplier: 5, homesMultiplier: 5 };

const account = (edit: Partial<RewardsAccount> & Pick<RewardsAccount, 'accountReferenceId'>) =>
  ({
    productDisplayName: 'VentureX',
    cardType: 'Visa',
    lastFour: '4417',
    customerAccountRole: 'Primary',
    allowRewardsRedemption: true,
    rewardsBalance: miles(50_000),
    rewardsCashEquivalent: usd(500),
    redemptionMin: { value: 2500 },
    earn,
    ...edit,
  }) satisfies RewardsAccount;

export const ventureX = account({ accountReferenceId: 'venturex' });
export const savor = account({
  accountReferenceId: 'savor',
  productDisplayName: 'Savor',
  cardType: 'Master',
  lastFour: '5512',
  ...cashBack(120.5),
  redemptionMin: { value: 25 },
});
export const authorizedUser = account({
  accountReferenceId: 'authorized',
  productDisplayName: 'Quicksilver',
  lastFour: '3001',
  customerAccountRole: 'Authorized User',
});
export const accountManager = account({
  accountReferenceId: 'manager',
  productDisplayName: 'VentureXBusiness',
  lastFour: '3002',
  customerAccountRole: 'Account Manager',
});
export const nonFinancialUser = account({
  accountReferenceId: 'non-financial',
  productDisplayName: 'Venture',
  cardType: 'Visa',
  lastFour: '3003',
  customerAccountRole: 'Non Financial User',
});
export const cannotRedeem = account({
  accountReferenceId: 'cannot-redeem',
  productDisplayName: 'Venture',
  lastFour: '3004',
  allowRewardsRedemption: false,
});
export const belowMinimum = account({
  accountReferenceId: 'below-minimum',
  productDisplayName: 'Venture',
  lastFour: '3005',
  rewardsBalance: miles(1000),
  rewardsCashEquivalent: usd(10),
});
export const belowMinimumToo = account({
  accountReferenceId: 'below-minimum-too',
  productDisplayName: 'Savor',
  lastFour: '3007',
  ...cashBack(12.4),
  redemptionMin: { value: 25 },
});
export const zeroBalance = account({
  accountReferenceId: 'zero',
  productDisplayName: 'Quicksilver',
  lastFour: '3006',
  ...cashBack(0),
  redemptionMin: undefined,
});

/** The trip the stories pay for, in cash. */
export const tripTotal = usd(423.19);

/**
 * What a page would apply for a choice: the custom amount, or as much of the balance as the trip
 * needs, and its cash value at the account's own rate. A stand-in for the quote and the server's
 * conversion, so the stories show realistic figures.
 */
export function appliedFor(
  choice: RewardsChoice,
  accounts: readonly RewardsAccount[],
): { rewards?: RewardsAmount; cash?: Fiat } {
  if (choice.kind === 'do-not-apply') return {};
  const chosen = accounts.find((item) => item.accountReferenceId === choice.accountReferenceId);
  if (!chosen || chosen.rewardsBalance.value <= 0) return {};
  const rate = chosen.rewardsCashEquivalent.value / chosen.rewardsBalance.value;
  const needed = tripTotal.value / rate;
  const value = choice.customAmount ?? Math.min(chosen.rewardsBalance.value, needed);
  return {
    rewards: { ...chosen.rewardsBalance, value },
    cash: usd(Math.round(value * rate * 100) / 100),
  };
}
