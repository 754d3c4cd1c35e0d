import { isWithinTextLimit, type TextLimit } from '../text/textLimit';
import type { HotelPolicies } from './policyTier';

/**
 * The nightly cap of a tier's hotel policies. With several policies the lowest cap applies, so
 * that a stay any policy would stop asks for a reason rather than passing silently (our choice:
 * the spec does not say how policies combine).
 */
export function hotelNightlyCap(hotels: HotelPolicies): number | undefined {
  const caps = hotels.policies
    .map((policy) => policy.maxPricePerNight)
    .filter((cap): cap is number => typeof cap === 'number');
  return caps.length === 0 ? undefined : Math.min(...caps);
}

/**
 * spec: platform §3 Policy tier hotels maxPricePerNight; STATES checkout/corporate/out-of-policy
 * "price above the policy tier cap". A price equal to the cap is within policy; without a tier
 * or a cap nothing is out of policy.
 */
export function isStayOutOfPolicy(
  hotels: HotelPolicies | undefined,
  pricePerNight: number,
): boolean {
  const cap = hotels === undefined ? undefined : hotelNightlyCap(hotels);
  return cap !== undefined && pricePerNight > cap;
}

/**
 * The most characters of an out-of-policy reason (ours: the spec gives no limit). A sentence or
 * a short paragraph is what an approver reads; 500 matches the longest read-more text the
 * portal shows (platform §9).
 */
export const outOfPolicyReasonLimit = { maxLength: 500 } as const satisfies TextLimit;

/**
 * The corporateOutOfPolicyReason that fulfil sends (spec: platform §4 Fulfil "an optional
 * corporate out-of-policy reason"): the traveler's reason, trimmed, and only for an
 * out-of-policy booking. A reason over its limit is not one the server takes, so none is sent.
 */
export function corporateOutOfPolicyReason(
  isOutOfPolicy: boolean,
  reason: string | undefined,
): string | undefined {
  const trimmed = reason?.trim();
  return isOutOfPolicy && trimmed && isWithinTextLimit(trimmed, outOfPolicyReasonLimit)
    ? trimmed
    : undefined;
}

/**
 * An out-of-policy booking cannot go ahead until the traveler gives a reason that can be sent
 * (STATES §11 "reason asked"): a blank one, or one over outOfPolicyReasonLimit, stops it.
 */
export function isOutOfPolicyReasonMissing(
  isOutOfPolicy: boolean,
  reason: string | undefined,
): boolean {
  return isOutOfPolicy && corporateOutOfPolicyReason(isOutOfPolicy, reason) === undefined;
}
