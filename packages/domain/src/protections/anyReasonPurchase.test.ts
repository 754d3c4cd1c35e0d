import { describe, expect, it } from 'vitest';
import { anyReasonPurchaseIneligibility } from './anyReasonPurchase';

// spec: products §5 "Cancel for any reason and change for any reason must be bought at booking
// time, for all passengers and segments (flights) or all rooms (hotels)"
describe('anyReasonPurchaseIneligibility', () => {
  it.each([
    [
      'at booking, every passenger and segment',
      true,
      ['p1', 'p2', 's1'],
      ['s1', 'p2', 'p1'],
      undefined,
    ],
    ['at booking, every room', true, ['room-1', 'room-2'], ['room-1', 'room-2'], undefined],
    ['after booking', false, ['room-1'], ['room-1'], 'NotAtBooking'],
    ['one passenger left out', true, ['p1', 'p2'], ['p1'], 'NotForEveryone'],
    ['one room left out', true, ['room-1', 'room-2'], ['room-2'], 'NotForEveryone'],
  ])('%s', (_, isAtBooking, bookingItemIds, coveredItemIds, expected) => {
    expect(anyReasonPurchaseIneligibility({ isAtBooking, bookingItemIds, coveredItemIds })).toBe(
      expected,
    );
  });
});
