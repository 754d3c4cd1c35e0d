import { protectionTerms } from './protectionTerms';

/** The products a price can be frozen on (spec: products §1 "price freeze (air and hotel)"). */
export const priceFreezeProducts = ['flight', 'hotel'] as const;
export type PriceFreezeProduct = (typeof priceFreezeProducts)[number];

/**
 * spec: products §5 "Hotel price freeze duration shown is durationHours divided by 24 days"
 * (STATES §24 price-freeze/hotel-duration). Rounded down to whole days: showing "2 days" for a
 * 36-hour freeze would promise twelve hours the user does not have.
 */
export function hotelPriceFreezeDurationDays(durationHours: number): number {
  return Math.floor(durationHours / 24);
}

/** spec: products §9 "window 14 days (flights), 7 days (hotels)". */
export function priceFreezeWindowDays(product: PriceFreezeProduct): number {
  return protectionTerms.priceFreeze.windowDays[product];
}

/** Whether a freeze of that many hours fits the product's window (spec: products §9). */
export function isPriceFreezeDurationWithinWindow(
  durationHours: number,
  product: PriceFreezeProduct,
): boolean {
  return durationHours > 0 && durationHours <= priceFreezeWindowDays(product) * 24;
}
