import { defaultLocale, type Fiat } from './money';
import { numberFormat } from '../platform/intlFormats';

/**
 * A fiat amount as shown to the user: the server's currency symbol and the value with
 * two decimals in the locale's grouping (spec: products §9 "amounts shown with 2 decimals in
 * en-US format").
 */
export function formatFiat(amount: Fiat, locale: string = defaultLocale): string {
  const digits = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount.value));
  const sign = amount.value < 0 ? '-' : '';
  return `${sign}${amount.currencySymbol}${digits}`;
}
