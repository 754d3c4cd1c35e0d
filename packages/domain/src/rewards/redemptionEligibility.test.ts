import { describe, expect, it } from 'vitest';
import {
  accountDisplayName,
  accountsNotEligible,
  redemptionEligibility,
  redemptionMinimumSummary,
  type RedemptionPolicy,
} from './redemptionEligibility';
import type { RewardsAccount } from './rewardsAccount';

const account = (edit: Partial<RewardsAccount> = {}): RewardsAccount => ({
  accountReferenceId: 'account-1',
  productDisplayName: 'VentureX',
  cardType: 'Visa',
  lastFour: '4417',
  customerAccountRole: 'Primary',
  allowRewardsRedemption: true,
  rewardsBalance: { value: 10_000, currency: 'Miles' },
  rewardsCashEquivalent: { value: 100, currencyCode: 'USD', currencySymbol: '$' },
  redemptionMin: { value: 2500 },
  earn: { hotelsMultiplier: 2, carsMultiplier: 2, flightsMultiplier: 2, homesMultiplier: 5 },
  ...edit,
});
const balance = (value: number) => ({ rewardsBalance: { value, currency: 'Miles' } });

// spec: platform §5 "A rewards account is disabled when its balance is 0 or below, or below its redemption minimum.
// Some card products (by product name) and some tenants cannot redeem rewards."; §6 redemption messages
describe('redemptionEligibility', () => {
  it.each([
    ['a primary holder above the minimum', {}, undefined],
    ['exactly at the minimum', balance(2500), undefined],
    [
      'just below the minimum',
      balance(2499),
      'This account does not meet the minimum redemption amount.',
    ],
    ['a balance of 0', balance(0), 'This account has no rewards to redeem.'],
    ['a negative balance', balance(-5), 'This account has no rewards to redeem.'],
    ['no minimum and a positive balance', { ...balance(1), redemptionMin: undefined }, undefined],
    [
      'an authorized user',
      { customerAccountRole: 'Authorized User' as const },
      "Authorized users can't redeem rewards",
    ],
    [
      'an account manager',
      { customerAccountRole: 'Account Manager' as const },
      "Account managers can't redeem rewards",
    ],
    [
      'a non-financial user',
      { customerAccountRole: 'Non Financial User' as const },
      "Can't redeem rewards",
    ],
    ['a product the server bars', { allowRewardsRedemption: false }, "Can't redeem rewards"],
  ])('%s: %s', (_, edit, message) => {
    const result = redemptionEligibility(account(edit), 'consumer');
    expect(result.eligible ? undefined : result.message).toBe(message);
  });

  it('applies the product and tenant policy it is given', () => {
    const policy: RedemptionPolicy = {
      productsThatCannotRedeem: ['Savor'],
      tenantsThatCannotRedeem: ['corporate'],
    };
    expect(
      redemptionEligibility(account({ productDisplayName: 'Savor' }), 'consumer', policy),
    ).toMatchObject({ reason: 'product-cannot-redeem' });
    expect(redemptionEligibility(account(), 'corporate', policy)).toMatchObject({
      reason: 'tenant-cannot-redeem',
    });
    expect(redemptionEligibility(account(), 'consumer', policy)).toEqual({ eligible: true });
  });

  it('a role outranks a low balance in the message', () => {
    expect(
      redemptionEligibility(
        account({ customerAccountRole: 'Authorized User', ...balance(0) }),
        'consumer',
      ),
    ).toMatchObject({ reason: 'authorized-user' });
  });

  it('lists the accounts not eligible for the banner', () => {
    const accounts = [
      account(),
      account({ accountReferenceId: 'a2', customerAccountRole: 'Account Manager' }),
      account({ accountReferenceId: 'a3', ...balance(0) }),
    ];
    expect(
      accountsNotEligible(accounts, 'consumer').map((item) => item.accountReferenceId),
    ).toEqual(['a2', 'a3']);
  });
});

// spec: products §5 "each rewards account's minimum redemption value is compared with its balance; the result is all meet, one does not meet, or none meet"
describe('redemptionMinimumSummary', () => {
  it.each([
    [[10_000, 2500], 'all-meet'],
    [[10_000, 2499], 'one-does-not-meet'],
    [[2499, 0], 'none-meet'],
    [[], 'all-meet'],
  ])('balances %o: %s', (balances, summary) => {
    expect(redemptionMinimumSummary(balances.map((value) => account(balance(value))))).toBe(
      summary,
    );
  });
});

// spec: platform §6 "Non-financial users see card type instead of product name."
it.each([
  [{}, 'VentureX'],
  [{ customerAccountRole: 'Non Financial User' as const }, 'Visa'],
  [{ customerAccountRole: 'Non Financial User' as const, cardType: undefined }, 'VentureX'],
])('account %o is shown as %s', (edit, name) => {
  expect(accountDisplayName(account(edit))).toBe(name);
});
