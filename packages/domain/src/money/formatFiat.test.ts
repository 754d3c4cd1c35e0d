import { describe, expect, it } from 'vitest';
import { formatFiat } from './formatFiat';

// spec: products §9 "amounts shown with 2 decimals in en-US format"
describe('formatFiat', () => {
  it.each([
    [{ value: 1234.5, currencyCode: 'USD', currencySymbol: '$' }, '$1,234.50'],
    [{ value: 0, currencyCode: 'USD', currencySymbol: '$' }, '$0.00'],
    [{ value: 0.005, currencyCode: 'USD', currencySymbol: '$' }, '$0.01'],
    [{ value: 99.999, currencyCode: 'CAD', currencySymbol: 'CA$' }, 'CA$100.00'],
    [{ value: 15000, currencyCode: 'JPY', currencySymbol: '¥' }, '¥15,000.00'],
    [{ value: -25, currencyCode: 'EUR', currencySymbol: '€' }, '-€25.00'],
    [{ value: 1234567.891, currencyCode: 'COP', currencySymbol: 'COL$' }, 'COL$1,234,567.89'],
  ])('shows %o as %s', (amount, shown) => {
    expect(formatFiat(amount)).toBe(shown);
  });

  it('groups digits by the locale it is given', () => {
    expect(formatFiat({ value: 1234.5, currencyCode: 'EUR', currencySymbol: '€' }, 'de-DE')).toBe(
      '€1.234,50',
    );
  });
});
