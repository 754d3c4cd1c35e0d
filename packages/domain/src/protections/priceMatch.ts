import type { TripKind } from '../trips/tripKinds';
import { isPayAtHotelPremiumCollectionBooking } from '../hotels/payAtHotelPremiumCollection';
import type { LodgingCollection } from '../hotels/lodgingCollections';
import type { PaymentTiming } from '../hotels/paymentTimings';
import type { Fiat } from '../money/money';
import { protectionTerms } from './protectionTerms';

/** What a price-match claim is for: a trip kind of products §3 (Home is a vacation rental). */
export const priceMatchProducts = [
  'Flight',
  'Hotel',
  'Car',
  'Home',
  'Package',
  'Experience',
] as const satisfies readonly TripKind[];
export type PriceMatchProduct = (typeof priceMatchProducts)[number];

/** Why a claim is refused; the names are ours (spec: products §5, §9). */
export const priceMatchIneligibilities = [
  'ClaimWindowPassed',
  'ProductExcluded',
  'PayAtHotelPremiumCollection',
  'NotExactMatch',
  'NotPricedInUsd',
  'NotPubliclyAvailable',
  'NotVerifiable',
  'NotLower',
] as const;
export type PriceMatchIneligibility = (typeof priceMatchIneligibilities)[number];

/** The lower price the user found elsewhere. */
export interface CompetitorPrice {
  readonly total: Fiat;
  /** The very same trip: dates, rooms or flights, fare and terms. */
  readonly isExactMatch: boolean;
  readonly isPubliclyAvailable: boolean;
  readonly isVerifiable: boolean;
}

export interface PriceMatchClaim {
  readonly product: PriceMatchProduct;
  readonly bookedAt: Date;
  readonly claimedAt: Date;
  /** What the user paid, in USD. */
  readonly bookedTotal: Fiat;
  readonly competitor: CompetitorPrice;
  /** Hotels only. */
  readonly lodgingCollection?: LodgingCollection;
  readonly paymentTiming?: PaymentTiming;
}

export type PriceMatchEligibility =
  | { readonly eligible: true; readonly travelCredit: Fiat }
  | { readonly eligible: false; readonly reasons: readonly PriceMatchIneligibility[] };

const hourMs = 60 * 60 * 1000;
const cents = (value: number) => Math.round(value * 100);

/**
 * spec: products §9 "Price match: claim within 24 hours of booking; refund 100% of the difference
 * as travel credit; ... not for packages or vacation rentals; not for pay-at-hotel bookings of
 * Premier or Lifestyle"; §5 "Price match claims need an exact match, priced in USD, publicly
 * available and verifiable". Every failing condition is listed, so an agent sees them all; a
 * claim at exactly 24 hours is within the window. An eligible claim earns the whole difference.
 */
export function priceMatchEligibility(claim: PriceMatchClaim): PriceMatchEligibility {
  const terms = protectionTerms.priceMatch;
  const reasons: PriceMatchIneligibility[] = [];
  if (claim.claimedAt.getTime() - claim.bookedAt.getTime() > terms.claimWithinHours * hourMs) {
    reasons.push('ClaimWindowPassed');
  }
  if ((terms.excludedProducts as readonly PriceMatchProduct[]).includes(claim.product)) {
    reasons.push('ProductExcluded');
  }
  if (
    claim.product === 'Hotel' &&
    claim.lodgingCollection !== undefined &&
    claim.paymentTiming !== undefined &&
    isPayAtHotelPremiumCollectionBooking({
      lodgingCollection: claim.lodgingCollection,
      paymentTiming: claim.paymentTiming,
    })
  ) {
    reasons.push('PayAtHotelPremiumCollection');
  }
  const { competitor } = claim;
  if (!competitor.isExactMatch) reasons.push('NotExactMatch');
  if (competitor.total.currencyCode !== 'USD') reasons.push('NotPricedInUsd');
  if (!competitor.isPubliclyAvailable) reasons.push('NotPubliclyAvailable');
  if (!competitor.isVerifiable) reasons.push('NotVerifiable');
  const difference = cents(claim.bookedTotal.value) - cents(competitor.total.value);
  if (difference <= 0) reasons.push('NotLower');
  if (reasons.length > 0) return { eligible: false, reasons };
  const credit = (difference * terms.refundPercentageOfDifference) / 100 / 100;
  return { eligible: true, travelCredit: { ...claim.bookedTotal, value: credit } };
}
