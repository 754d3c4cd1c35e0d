import { describe, expect, it } from 'vitest';
import {
  corporateOutOfPolicyReason,
  hotelNightlyCap,
  isOutOfPolicyReasonMissing,
  isStayOutOfPolicy,
  outOfPolicyReasonLimit,
} from './outOfPolicy';
import type { HotelPolicies } from './policyTier';

const hotels = (...caps: (number | null | undefined)[]): HotelPolicies => ({
  policies: caps.map((maxPricePerNight) => ({ allowedStarRatings: ['Three'], maxPricePerNight })),
});

// spec: platform §3 hotels maxPricePerNight; STATES checkout/corporate/out-of-policy "price above the policy tier cap"
describe('isStayOutOfPolicy', () => {
  it.each([
    ['below the cap', hotels(200), 199.99, false],
    ['at the cap', hotels(200), 200, false],
    ['a cent above the cap', hotels(200), 200.01, true],
    ['no cap', hotels(undefined), 10_000, false],
    ['a null cap', hotels(null), 10_000, false],
    ['no tier', undefined, 10_000, false],
    ['the lowest of several caps', hotels(300, null, 150), 151, true],
  ])('%s: %s', (_, policies, price, out) => {
    expect(isStayOutOfPolicy(policies, price)).toBe(out);
  });

  it('reads the lowest cap, or none', () => {
    expect(hotelNightlyCap(hotels(300, 150))).toBe(150);
    expect(hotelNightlyCap(hotels())).toBeUndefined();
  });
});

// spec: platform §4 Fulfil "an optional corporate out-of-policy reason"
describe('corporateOutOfPolicyReason', () => {
  it.each([
    [true, ' Client meeting next door ', 'Client meeting next door'],
    [true, '   ', undefined],
    [true, undefined, undefined],
    [false, 'Client meeting', undefined],
  ])('out of policy %s, reason %o: sends %o', (out, reason, sent) => {
    expect(corporateOutOfPolicyReason(out, reason)).toBe(sent);
  });

  it.each([
    [true, '', true],
    [true, 'Conference hotel', false],
    [false, '', false],
  ])('out of policy %s, reason %o: missing %s', (out, reason, missing) => {
    expect(isOutOfPolicyReasonMissing(out, reason)).toBe(missing);
  });

  // outOfPolicyReasonLimit (ours): a reason past 500 characters is not sent, so it stops booking.
  it('sends a reason of 500 characters, not one of 501', () => {
    expect(outOfPolicyReasonLimit.maxLength).toBe(500);
    expect(corporateOutOfPolicyReason(true, 'a'.repeat(500))).toBe('a'.repeat(500));
    expect(corporateOutOfPolicyReason(true, 'a'.repeat(501))).toBeUndefined();
    expect(isOutOfPolicyReasonMissing(true, 'a'.repeat(501))).toBe(true);
  });
});
