import { describe, expect, it } from 'vitest';
import {
  hotelPriceFreezeDurationDays,
  isPriceFreezeDurationWithinWindow,
  priceFreezeWindowDays,
} from './priceFreezeDuration';

// spec: products §5 "Hotel price freeze duration shown is durationHours divided by 24 days";
// STATES §24 price-freeze/hotel-duration
describe('hotelPriceFreezeDurationDays', () => {
  it.each([
    [168, 7],
    [167, 6],
    [72, 3],
    [36, 1],
    [24, 1],
    [23, 0],
  ])('%i hours: %i days', (hours, days) => {
    expect(hotelPriceFreezeDurationDays(hours)).toBe(days);
  });
});

// spec: products §9 "window 14 days (flights), 7 days (hotels)"
describe('price-freeze window', () => {
  it.each([
    ['flight', 14],
    ['hotel', 7],
  ] as const)('%s: %i days', (product, days) => {
    expect(priceFreezeWindowDays(product)).toBe(days);
  });

  it.each([
    ['flight', 336, true],
    ['flight', 337, false],
    ['hotel', 168, true],
    ['hotel', 169, false],
    ['hotel', 0, false],
  ] as const)('%s freeze of %i hours fits: %s', (product, hours, expected) => {
    expect(isPriceFreezeDurationWithinWindow(hours, product)).toBe(expected);
  });
});
