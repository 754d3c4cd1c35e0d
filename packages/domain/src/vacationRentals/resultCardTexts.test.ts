import { describe, expect, it } from 'vitest';
import type { Price } from '../money/money';
import { bedroomsText, nightlyPriceText, totalPriceText } from './resultCardTexts';

const nightly: Price = {
  fiat: { value: 289, currencyCode: 'USD', currencySymbol: '$' },
  rewards: {
    'venture-miles': { value: 28900, currency: 'Miles', currencyDescription: 'miles' },
    'cash-back': { value: 289, currency: 'USD', currencyDescription: 'cash back' },
  },
};

// spec: platform §2 'Overview shows "Up to N guest(s)", bedrooms'
describe('bedroomsText', () => {
  it.each([
    [0, '0 bedrooms'],
    [1, '1 bedroom'],
    [2, '2 bedrooms'],
    [12, '12 bedrooms'],
  ])('%d bedroom(s) read "%s"', (count, text) => {
    expect(bedroomsText(count)).toBe(text);
  });
});

// spec: platform §2 search results; the price is shown in cash and, for the selected rewards
// account, in rewards (formatted as products §5 says).
describe('nightlyPriceText', () => {
  it.each([
    ['no rewards account', undefined, '$289.00 / night'],
    ['a miles account', 'venture-miles', '$289.00 / night · or 28,900 miles'],
    ['a cash-back account', 'cash-back', '$289.00 / night · or $289.00'],
    ['an account the price has no rewards for', 'other-account', '$289.00 / night'],
  ])('with %s', (_case, account, text) => {
    expect(nightlyPriceText(nightly, account)).toBe(text);
  });

  it('shows cash only when the price has no rewards at all', () => {
    expect(nightlyPriceText({ fiat: nightly.fiat }, 'venture-miles')).toBe('$289.00 / night');
  });
});

describe('totalPriceText', () => {
  it.each([
    [867, '$867.00 total'],
    [1234.5, '$1,234.50 total'],
  ])('a total of %d reads "%s"', (value, text) => {
    expect(totalPriceText({ fiat: { value, currencyCode: 'USD', currencySymbol: '$' } })).toBe(
      text,
    );
  });
});
