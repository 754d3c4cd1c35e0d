import type { CurrencyCode, Fiat } from './money';

/** US dollars for one unit of a currency. */
export type UsdExchangeRates = Readonly<Record<CurrencyCode, number>>;

/**
 * The fake backend's rates, for the currencies the spec has seen (platform §3). Neither the quote
 * nor the listing carries a rate (their rewards prices cover only accounts in the price's own
 * currency), so these stand in for the exchange rates a real backend would serve beside the quote;
 * the day that call exists, its answer replaces this table as the input of `fiatInUsd`.
 */
export const fakeUsdExchangeRates: UsdExchangeRates = {
  USD: 1,
  CAD: 0.73,
  EUR: 1.08,
  GBP: 1.27,
  AUD: 0.66,
  NZD: 0.6,
  MXN: 0.055,
  PEN: 0.27,
  CNY: 0.14,
  JPY: 0.0067,
  INR: 0.012,
  COP: 0.00025,
  CLP: 0.00105,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * An amount in US dollars, to the cent, at the given rates: what a call that takes dollars
 * (spec: platform §7 productToEarn `amountUsd`) is sent. Undefined for a currency without a rate:
 * a guess would be worse than no call.
 */
export function fiatInUsd(
  fiat: Fiat,
  rates: Readonly<Partial<Record<string, number>>>,
): Fiat | undefined {
  if (fiat.currencyCode === 'USD') return fiat;
  const rate = rates[fiat.currencyCode];
  if (rate === undefined) return undefined;
  return { value: round2(fiat.value * rate), currencyCode: 'USD', currencySymbol: '$' };
}
