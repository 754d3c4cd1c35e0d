import { describe, expect, it } from 'vitest';
import type { RewardsAccount } from './rewardsAccount';
import {
  customRewardsAmountError,
  customRewardsAmountErrors,
  doNotApplyRewards,
  initialRewardsChoice,
  rewardsPayment,
  selectedAccountStorageKey,
  splitPayRewards,
} from './rewardsSelection';

const account = (
  accountReferenceId: string,
  edit: Partial<RewardsAccount> = {},
): RewardsAccount => ({
  accountReferenceId,
  productDisplayName: 'Venture',
  lastFour: '1234',
  customerAccountRole: 'Primary',
  allowRewardsRedemption: true,
  rewardsBalance: { value: 50_000, currency: 'Miles' },
  rewardsCashEquivalent: { value: 500, currencyCode: 'USD', currencySymbol: '$' },
  redemptionMin: { value: 2500 },
  earn: { hotelsMultiplier: 2, carsMultiplier: 2, flightsMultiplier: 2, homesMultiplier: 2 },
  ...edit,
});
const belowMinimum = { rewardsBalance: { value: 100, currency: 'Miles' } };

// spec: platform §4 "If no account allows redemption, or every account is below its minimum, the selection is set to do-not-apply."
// "The selected account id is kept in browser storage under the key referenceId."
describe('initialRewardsChoice', () => {
  const accounts = [account('a1'), account('a2'), account('a3', belowMinimum)];

  it.each([
    [null, 'a1'],
    ['a2', 'a2'],
    ['a3', 'a1'],
    ['gone', 'a1'],
  ])('with %s stored, chooses %s', (stored, chosen) => {
    expect(initialRewardsChoice(accounts, 'consumer', stored)).toEqual({
      kind: 'account',
      accountReferenceId: chosen,
    });
  });

  it.each([
    ['every account below its minimum', [account('a1', belowMinimum), account('a2', belowMinimum)]],
    ['no account allowing redemption', [account('a1', { allowRewardsRedemption: false })]],
    ['no account at all', []],
  ])('%s: do-not-apply', (_, list) => {
    expect(initialRewardsChoice(list, 'consumer', 'a1')).toBe(doNotApplyRewards);
  });

  it('stores the choice under referenceId', () => {
    expect(selectedAccountStorageKey).toBe('referenceId');
  });
});

// spec: platform §4 "Choosing the do-not-apply marker or missing amounts clears rewards payment. If the chosen account has
// no rewards value in the quote, or less than requested, rewards are reduced to the trip total or cleared."
describe('rewardsPayment', () => {
  const payNowTotal = {
    fiat: { value: 1216.41, currencyCode: 'USD', currencySymbol: '$' },
    rewards: { a1: { value: 121_641, currency: 'Miles' } },
  };

  it.each([
    ['do-not-apply', doNotApplyRewards, undefined],
    ['the whole trip', { kind: 'account', accountReferenceId: 'a1' }, 121_641],
    [
      'a custom amount',
      { kind: 'account', accountReferenceId: 'a1', customAmount: 20_000 },
      20_000,
    ],
    [
      'more than the trip',
      { kind: 'account', accountReferenceId: 'a1', customAmount: 200_000 },
      121_641,
    ],
    ['a zero amount', { kind: 'account', accountReferenceId: 'a1', customAmount: 0 }, undefined],
    [
      'a missing amount',
      { kind: 'account', accountReferenceId: 'a1', customAmount: Number.NaN },
      undefined,
    ],
    [
      'an account the quote does not price',
      { kind: 'account', accountReferenceId: 'a2' },
      undefined,
    ],
  ] as const)('%s: %s', (_, choice, value) => {
    expect(rewardsPayment(choice, payNowTotal)?.rewards.value).toBe(value);
  });

  it('is cleared when the quote has no rewards at all', () => {
    expect(
      rewardsPayment({ kind: 'account', accountReferenceId: 'a1' }, { fiat: payNowTotal.fiat }),
    ).toBeUndefined();
  });
});

// spec: platform §5 custom rewards amount errors
describe('customRewardsAmountError', () => {
  it.each([
    ['', 1000, true, customRewardsAmountErrors.invalid],
    ['abc', 1000, true, customRewardsAmountErrors.invalid],
    ['0', 1000, true, customRewardsAmountErrors.invalid],
    ['-5', 1000, true, customRewardsAmountErrors.invalid],
    ['1,001', 1000, true, customRewardsAmountErrors.overBalance],
    ['1000', 1000, true, undefined],
    ['500', 1000, false, customRewardsAmountErrors.unsaved],
  ])('"%s" with %i available, saved %s: %s', (input, balance, saved, error) => {
    expect(customRewardsAmountError(input, balance, saved)).toBe(error);
  });

  it('keeps the spec wording', () => {
    expect(customRewardsAmountErrors).toEqual({
      overBalance: 'Invalid amount. Enter an amount that is lower then your available balance.',
      invalid: 'Invalid rewards balance. Please enter a valid amount.',
      unsaved: 'Must Save to apply it.',
    });
  });
});

// spec: platform §4 "on conversion failure the full balance is used"
it.each([
  [20_000, 200, 50_000, 20_000],
  [20_000, undefined, 50_000, 50_000],
])(
  'split pay of %i converted to %s with %i available uses %i',
  (custom, converted, balance, used) => {
    expect(splitPayRewards(custom, converted, balance)).toBe(used);
  },
);
