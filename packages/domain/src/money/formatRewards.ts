import { defaultLocale, type RewardsAmount } from './money';
import { numberFormat } from '../platform/intlFormats';

/**
 * A rewards amount as shown to the user (spec: products §5): USD rewards keep two decimals;
 * every other rewards currency (miles, points, other cash currencies) is rounded up to a whole
 * unit, so the user is never shown less than they will be charged.
 */
export function formatRewards(amount: RewardsAmount, locale: string = defaultLocale): string {
  if (amount.currency === 'USD') {
    const digits = numberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Math.abs(amount.value));
    return `${amount.value < 0 ? '-' : ''}$${digits}`;
  }
  const whole = numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.ceil(amount.value));
  return `${whole} ${amount.currencyDescription ?? amount.currency}`;
}
