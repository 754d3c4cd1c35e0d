import { describe, expect, it } from 'vitest';
import { fakeUsdExchangeRates, fiatInUsd } from './usdExchange';

const cad = (value: number) => ({ value, currencyCode: 'CAD', currencySymbol: 'CA$' });

// spec: platform §7 productToEarn "amountUsd": an amount in another currency is converted first.
describe('fiatInUsd', () => {
  it('converts at the rate it is given, to the cent', () => {
    expect(fiatInUsd(cad(6051.6), { CAD: 0.73 })).toEqual({
      value: 4417.67,
      currencyCode: 'USD',
      currencySymbol: '$',
    });
    expect(fiatInUsd(cad(100), { CAD: 0.5 })?.value).toBe(50);
  });

  it('keeps an amount already in dollars as it is, whatever the rates', () => {
    const usd = { value: 1216.41, currencyCode: 'USD', currencySymbol: '$' };
    expect(fiatInUsd(usd, {})).toBe(usd);
  });

  it('gives nothing for a currency it has no rate for', () => {
    expect(fiatInUsd({ value: 10, currencyCode: 'XYZ', currencySymbol: '¤' }, { CAD: 0.73 })).toBe(
      undefined,
    );
  });

  it('has a rate for every currency the spec has seen (platform §3)', () => {
    for (const rate of Object.values(fakeUsdExchangeRates)) expect(rate).toBeGreaterThan(0);
    expect(fakeUsdExchangeRates.USD).toBe(1);
  });
});
