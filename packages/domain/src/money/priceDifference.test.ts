import { describe, expect, it } from 'vitest';
import { priceDifference } from './priceDifference';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

// spec: platform §5 "A price difference counts when the absolute change is at least 1 currency unit."
describe('priceDifference', () => {
  it.each([
    [100, 100, undefined],
    [100, 100.99, undefined],
    [100, 101, 1],
    [100, 99.01, undefined],
    [100, 99, -1],
    [1216.41, 1250.12, 33.71],
    [0.1, 1.1, 1],
  ])('from %d to %d is %s', (previous, next, change) => {
    expect(priceDifference(usd(previous), usd(next))?.value).toBe(change);
  });

  it('keeps the currency of the new total', () => {
    expect(priceDifference(usd(100), usd(112.5))).toEqual({
      value: 12.5,
      currencyCode: 'USD',
      currencySymbol: '$',
    });
  });

  it('treats a change of currency as a difference', () => {
    const cad = { value: 100, currencyCode: 'CAD', currencySymbol: 'CA$' };
    expect(priceDifference(usd(100), cad)).toBe(cad);
  });
});
