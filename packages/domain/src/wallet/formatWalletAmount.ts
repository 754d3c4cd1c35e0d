import { defaultLocale } from '../money/money';
import type { TravelWalletAmount } from './travelWalletAmount';
import { numberFormat } from '../platform/intlFormats';

/**
 * A wallet amount as shown to the user, e.g. "$300.00". Wallet amounts carry a currency code but
 * no symbol (spec: platform §3 "amount.amount and currency"), so the locale supplies the symbol;
 * two decimals as every amount (spec: products §9).
 */
export function formatWalletAmount(
  amount: TravelWalletAmount,
  locale: string = defaultLocale,
): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: amount.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount.amount);
}
