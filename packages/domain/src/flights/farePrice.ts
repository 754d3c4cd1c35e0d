import { defaultLocale } from '../money/money';
import type { FlightFiat } from './flightAmount';
import { numberFormat } from '../platform/intlFormats';

/**
 * spec: products §5 "Fare price is rounded to whole units", shown with its currency symbol
 * (products §3 "price (symbol plus rounded fiat value)"). Halves round up, and the locale groups
 * the digits: 1234.5 dollars is "$1,235" in en-US.
 */
export function farePrice(amount: FlightFiat, locale: string = defaultLocale): string {
  const whole = Math.round(amount.value);
  const digits = numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(whole));
  return `${whole < 0 ? '-' : ''}${amount.currencySymbol}${digits}`;
}
