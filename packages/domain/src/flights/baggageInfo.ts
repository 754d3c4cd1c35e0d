import { z } from 'zod/mini';
import { defaultLocale } from '../money/money';
import { numberFormat } from '../platform/intlFormats';

/** What a fare says about bags (spec: products §3 "allowed, not allowed or unknown"); spellings ours. */
export const baggageInfoKinds = ['Allowed', 'NotAllowed', 'Unknown'] as const;
export type BaggageInfoKind = (typeof baggageInfoKinds)[number];

/**
 * The charge for a checked bag: `firstPiece` is the number of the first bag this charge applies
 * to (spec: products §3 "charges (firstPiece, amount, currency)"); currency is a code such as USD.
 */
export const bagChargeSchema = z.object({
  firstPiece: z.number().check(z.int(), z.positive()),
  amount: z.number().check(z.nonnegative()),
  currency: z.string(),
});
export type BagCharge = z.infer<typeof bagChargeSchema>;

/** spec: products §3 "Baggage info: allowed, not allowed or unknown, with allowance pieces, descriptions and charges". */
export const baggageInfoSchema = z.discriminatedUnion('BaggageInfo', [
  z.object({
    BaggageInfo: z.literal('Allowed'),
    allowance: z.object({
      /** Bags included in the fare. */
      pieces: z.number().check(z.int(), z.nonnegative()),
      descriptions: z.array(z.string()),
    }),
    charges: z.array(bagChargeSchema),
  }),
  z.object({ BaggageInfo: z.literal('NotAllowed') }),
  z.object({ BaggageInfo: z.literal('Unknown') }),
]);
export type BaggageInfo = z.infer<typeof baggageInfoSchema>;

/**
 * spec: products §9 "bag charge display 'Bag N at $amount currency'". N is the charge's first
 * piece; the amount has two decimals in the locale's grouping (products §9 "amounts shown with 2
 * decimals in en-US format"). The "$" is the spec's literal text: a charge carries a currency
 * code and no symbol, and the code that follows names the currency, e.g. 'Bag 2 at $35.00 USD'.
 */
export function bagChargeText(charge: BagCharge, locale: string = defaultLocale): string {
  const amount = numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(charge.amount);
  return `Bag ${charge.firstPiece} at $${amount} ${charge.currency}`;
}
