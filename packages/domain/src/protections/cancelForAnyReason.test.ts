import { describe, expect, it } from 'vitest';
import {
  canUseCancelForAnyReason,
  cancelForAnyReasonPremiumPercentage,
  cancelForAnyReasonRefund,
  cancelForAnyReasonSocialProofText,
  isFlightCancelForAnyReasonAvailable,
  isHotelCancelForAnyReasonAvailable,
} from './cancelForAnyReason';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

// spec: products §5 "Cancel-for-any-reason premium percentage is round(100 x premium / total)";
// STATES §25 hotel-cfar/offer
describe('cancelForAnyReasonPremiumPercentage', () => {
  it.each([
    [33, 330, 10],
    [1, 8, 13], // 12.5 rounds up
    [1, 9, 11], // 11.11...
    [0.99, 100, 1],
    [1, 100, 1],
    [0.49, 100, 0],
    [0.5, 100, 1],
    [25, 0, 0],
    [25, -10, 0],
  ])('premium %d of total %d: %i%', (premium, total, percentage) => {
    expect(cancelForAnyReasonPremiumPercentage(premium, total)).toBe(percentage);
  });
});

const departure = new Date('2026-07-10T15:00:00Z');

// spec: products §9 "Flight cancel for any reason: up to 3 hours before first departure";
// STATES §25 flight-cfar/offer
describe('isFlightCancelForAnyReasonAvailable', () => {
  it.each([
    ['a day before', '2026-07-09T15:00:00Z', true],
    ['exactly 3:00 before', '2026-07-10T12:00:00Z', true],
    ['2:59 before', '2026-07-10T12:01:00Z', false],
    ['after departure', '2026-07-10T16:00:00Z', false],
  ])('%s: %s', (_, now, expected) => {
    expect(isFlightCancelForAnyReasonAvailable(new Date(now), departure)).toBe(expected);
  });
});

const checkIn = new Date('2026-07-10T19:00:00Z');

// spec: products §9 "Hotel cancel for any reason: until check-in time"; STATES §25 hotel-cfar/expired
describe('isHotelCancelForAnyReasonAvailable', () => {
  it.each([
    ['a minute before check-in', '2026-07-10T18:59:00Z', true],
    ['at check-in', '2026-07-10T19:00:00Z', false],
    ['after check-in', '2026-07-11T10:00:00Z', false],
  ])('%s: %s', (_, now, expected) => {
    expect(isHotelCancelForAnyReasonAvailable(new Date(now), checkIn)).toBe(expected);
  });
});

// spec: products §9 "default coverage 80%"
describe('cancelForAnyReasonRefund', () => {
  it.each([
    ['default coverage of 500.00', 500, undefined, 400],
    ['default coverage of 123.45, to the cent', 123.45, undefined, 98.76],
    ['100% coverage', 123.45, 100, 123.45],
    ['70% coverage', 200, 70, 140],
  ])('%s', (_, amount, coverage, refund) => {
    expect(cancelForAnyReasonRefund(usd(amount), coverage)).toEqual(usd(refund));
  });
});

// spec: products §4 "Cancel for any reason is final once used and cannot be reversed";
// STATES §25 flight-cfar/used
describe('canUseCancelForAnyReason', () => {
  it.each([
    [false, true],
    [true, false],
  ])('already used %s: %s', (used, expected) => {
    expect(canUseCancelForAnyReason(used)).toBe(expected);
  });
});

// spec: platform §9 "Social-proof text says over 60,000 travelers added the service"; products §9
describe('cancelForAnyReasonSocialProofText', () => {
  it('names over 60,000 travelers in the locale', () => {
    expect(cancelForAnyReasonSocialProofText()).toBe('Over 60,000 travelers added the service.');
    expect(cancelForAnyReasonSocialProofText('de-DE')).toBe(
      'Over 60.000 travelers added the service.',
    );
  });
});
