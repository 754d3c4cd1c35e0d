import { describe, expect, it } from 'vitest';
import { formatRewards } from './formatRewards';

// spec: products §5 "reward values are rounded up when not USD; USD rewards show two decimals"
describe('formatRewards', () => {
  it.each([
    [{ value: 12345.01, currency: 'Miles', currencyDescription: 'miles' }, '12,346 miles'],
    [{ value: 12345, currency: 'Miles', currencyDescription: 'miles' }, '12,345 miles'],
    [{ value: 0.2, currency: 'Miles', currencyDescription: 'miles' }, '1 miles'],
    [{ value: 40.5, currency: 'CAD' }, '41 CAD'],
    [{ value: 1234.5, currency: 'USD', currencyDescription: 'cash back' }, '$1,234.50'],
    [{ value: 0.456, currency: 'USD' }, '$0.46'],
    [{ value: -3, currency: 'USD' }, '-$3.00'],
  ])('shows %o as %s', (amount, shown) => {
    expect(formatRewards(amount)).toBe(shown);
  });
});
