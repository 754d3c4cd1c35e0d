import { z } from 'zod/mini';
import { priceSchema } from '../money/money';

/** Hotel price-freeze types (spec: products §3; STATES §24 price-freeze/type-*). */
export const priceFreezeVoucherTypes = ['BestAvailable', 'RoomType', 'HoldTheRoom'] as const;
export type PriceFreezeVoucherType = (typeof priceFreezeVoucherTypes)[number];

/** Price-freeze voucher statuses (spec: products §3; STATES §24 price-freeze/voucher-*). */
export const priceFreezeVoucherStatuses = [
  'Expired',
  'Exchanged',
  'Refunded',
  'Exercised',
  'Valid',
] as const;
export type PriceFreezeVoucherStatus = (typeof priceFreezeVoucherStatuses)[number];

/** spec: products §4 "Price freeze voucher: Valid may become Expired, Exchanged, Refunded, Exercised"; the others are final. */
export const priceFreezeVoucherTransitions: Readonly<
  Record<PriceFreezeVoucherStatus, readonly PriceFreezeVoucherStatus[]>
> = {
  Valid: ['Expired', 'Exchanged', 'Refunded', 'Exercised'],
  Expired: [],
  Exchanged: [],
  Refunded: [],
  Exercised: [],
};

/** spec: products §4 "Valid may become Expired, Exchanged, Refunded, Exercised". */
export function canPriceFreezeVoucherBecome(
  from: PriceFreezeVoucherStatus,
  to: PriceFreezeVoucherStatus,
): boolean {
  return priceFreezeVoucherTransitions[from].includes(to);
}

/** One pricing of a voucher (spec: products §3 "frozen, cap, savings, selling"). */
export const priceFreezePricingSchema = z.object({
  /** The price the user froze. */
  frozen: priceSchema,
  /** The most the freeze covers above the frozen price. */
  cap: priceSchema,
  /** What the freeze saves at today's price. */
  savings: priceSchema,
  /** Today's price. */
  selling: priceSchema,
});
export type PriceFreezePricing = z.infer<typeof priceFreezePricingSchema>;

/**
 * A price-freeze voucher (spec: products §3 "Voucher: id, pricings (nightly and total ...),
 * deposit, durationHours, action.expiration, state"). type is ours: hotel vouchers carry one.
 */
export const priceFreezeVoucherSchema = z.object({
  id: z.string(),
  type: z.optional(z.enum(priceFreezeVoucherTypes)),
  pricings: z.object({ nightly: priceFreezePricingSchema, total: priceFreezePricingSchema }),
  deposit: priceSchema,
  durationHours: z.number().check(z.positive()),
  action: z.object({ expiration: z.iso.datetime({ offset: true }) }),
  state: z.enum(priceFreezeVoucherStatuses),
});
export type PriceFreezeVoucher = z.infer<typeof priceFreezeVoucherSchema>;

/**
 * The voucher's status at a moment: a Valid voucher past its expiration has Expired even before
 * the server says so (spec: products §4 "A purchased freeze can be exercised within its window
 * or expires"). At the expiration instant itself it has expired.
 */
export function priceFreezeVoucherStatusAt(
  voucher: Pick<PriceFreezeVoucher, 'state' | 'action'>,
  now: Date,
): PriceFreezeVoucherStatus {
  if (voucher.state !== 'Valid') return voucher.state;
  return now.getTime() >= Date.parse(voucher.action.expiration) ? 'Expired' : 'Valid';
}

/** spec: products §4 "A purchased freeze can be exercised within its window". */
export function canExercisePriceFreeze(
  voucher: Pick<PriceFreezeVoucher, 'state' | 'action'>,
  now: Date,
): boolean {
  return priceFreezeVoucherStatusAt(voucher, now) === 'Valid';
}

/** spec: products §4 "on expiry the user may freeze again" (STATES §24 price-freeze/offer-refreeze). */
export function canFreezeAgain(
  voucher: Pick<PriceFreezeVoucher, 'state' | 'action'>,
  now: Date,
): boolean {
  return priceFreezeVoucherStatusAt(voucher, now) === 'Expired';
}

/** spec: products §9 "expiration date format YYYY-MM-DD in UTC". */
export function priceFreezeExpirationDate(expiration: string): string {
  return new Date(expiration).toISOString().slice(0, 10);
}
