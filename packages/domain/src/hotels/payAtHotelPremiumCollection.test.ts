import { describe, expect, it } from 'vitest';
import {
  canUseTravelCreditsOnHotelBooking,
  isPayAtHotelPremiumCollectionBooking,
} from './payAtHotelPremiumCollection';

// spec: products §5 "Travel credits cannot be used on pay-at-hotel bookings of premier or
// lifestyle hotels"; STATES §20 premium-stays/pay-later-no-credits
describe('canUseTravelCreditsOnHotelBooking', () => {
  it.each([
    ['Premier', 'PayLater', false],
    ['Lifestyle', 'PayLater', false],
    ['NoCollection', 'PayLater', true],
    ['Premier', 'PayNow', true],
    ['Lifestyle', 'PayNow', true],
    ['NoCollection', 'PayNow', true],
  ] as const)('%s, %s: %s', (lodgingCollection, paymentTiming, expected) => {
    expect(canUseTravelCreditsOnHotelBooking({ lodgingCollection, paymentTiming })).toBe(expected);
    expect(isPayAtHotelPremiumCollectionBooking({ lodgingCollection, paymentTiming })).toBe(
      !expected,
    );
  });
});
