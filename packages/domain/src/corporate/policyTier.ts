import { z } from 'zod/mini';
import { cabinClasses, type CabinClass } from '../flights/cabinClasses';
import type { StarRating } from '../hotels/starRatings';

/** Flight policy durations (spec: platform §3 Policy tier "policies with duration Short or Long"). */
export const flightPolicyDurations = ['Short', 'Long'] as const;
export type FlightPolicyDuration = (typeof flightPolicyDurations)[number];

/**
 * The fare classes a flight policy can allow: the five cabin classes of products §3 (BasicEconomy,
 * Economy, PremiumEconomy, Business, First), the "5 fare classes" of platform §5.
 */
export const policyFareClasses = cabinClasses;
export type PolicyFareClass = CabinClass;

/**
 * The star ratings a hotel policy can allow: products §3 "star ratings NotAvailable, One to
 * Five" without NotAvailable, the "5 star ratings" of platform §5.
 */
export const policyStarRatings = [
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
] as const satisfies readonly StarRating[];
export type PolicyStarRating = (typeof policyStarRatings)[number];

/** A cap in the booking's currency; absent or null means no cap. */
const capSchema = z.nullish(z.number().check(z.nonnegative()));

export const flightPolicySchema = z.object({
  duration: z.enum(flightPolicyDurations),
  maxPriceForOneWay: capSchema,
  maxPriceForRoundTrip: capSchema,
  allowedFareClasses: z.array(z.enum(policyFareClasses)),
});
export type FlightPolicy = z.infer<typeof flightPolicySchema>;

export const hotelPolicySchema = z.object({
  allowedStarRatings: z.array(z.enum(policyStarRatings)),
  maxPricePerNight: capSchema,
});
export type HotelPolicy = z.infer<typeof hotelPolicySchema>;

export const carPolicySchema = z.object({ maxPricePerDay: capSchema });
export type CarPolicy = z.infer<typeof carPolicySchema>;

export const flightPoliciesSchema = z.object({
  enableLongFlights: z.boolean(),
  minHoursForLongFlight: z.number().check(z.nonnegative()),
  policies: z.array(flightPolicySchema),
});
export type FlightPolicies = z.infer<typeof flightPoliciesSchema>;

export const hotelPoliciesSchema = z.object({ policies: z.array(hotelPolicySchema) });
export type HotelPolicies = z.infer<typeof hotelPoliciesSchema>;

export const carPoliciesSchema = z.object({ policies: z.array(carPolicySchema) });
export type CarPolicies = z.infer<typeof carPoliciesSchema>;

/** A corporate policy tier (spec: platform §3 Policy tier). */
export const policyTierSchema = z.object({
  settings: z.object({ isApprovalRequired: z.boolean() }),
  flights: flightPoliciesSchema,
  hotels: hotelPoliciesSchema,
  cars: carPoliciesSchema,
});
export type PolicyTier = z.infer<typeof policyTierSchema>;
