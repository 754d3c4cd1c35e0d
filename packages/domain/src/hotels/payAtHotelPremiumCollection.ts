import type { LodgingCollection } from './lodgingCollections';
import type { PaymentTiming } from './paymentTimings';

export interface HotelBookingTerms {
  readonly lodgingCollection: LodgingCollection;
  readonly paymentTiming: PaymentTiming;
}

/**
 * A booking paid at the hotel (PayLater) of a Premier or Lifestyle hotel: travel credits and the
 * price match both exclude it (spec: products §5, §9).
 */
export function isPayAtHotelPremiumCollectionBooking(booking: HotelBookingTerms): boolean {
  return booking.paymentTiming === 'PayLater' && booking.lodgingCollection !== 'NoCollection';
}

/**
 * spec: products §5 "Travel credits cannot be used on pay-at-hotel bookings of premier or
 * lifestyle hotels" (STATES §20 premium-stays/pay-later-no-credits).
 */
export function canUseTravelCreditsOnHotelBooking(booking: HotelBookingTerms): boolean {
  return !isPayAtHotelPremiumCollectionBooking(booking);
}
