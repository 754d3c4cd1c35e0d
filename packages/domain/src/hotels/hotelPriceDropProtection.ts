import { protectionTerms } from '../protections/protectionTerms';
import type { LodgingCollection } from './lodgingCollections';

/**
 * spec: products §9 "Price drop protection, hotels ... not on Premier or Lifestyle collection".
 */
export function isHotelPriceDropProtectionOffered(lodgingCollection: LodgingCollection): boolean {
  const excluded: readonly LodgingCollection[] =
    protectionTerms.priceDropHotels.excludedCollections;
  return !excluded.includes(lodgingCollection);
}

/**
 * spec: products §9 "credit up to the amount shown before purchase": the drop in price, never more
 * than the amount the user was shown, never below zero.
 */
export function hotelPriceDropCredit(
  bookedTotal: number,
  lowerTotal: number,
  amountShownBeforePurchase: number,
): number {
  const drop = Math.round((bookedTotal - lowerTotal) * 100) / 100;
  return Math.min(Math.max(drop, 0), amountShownBeforePurchase);
}
