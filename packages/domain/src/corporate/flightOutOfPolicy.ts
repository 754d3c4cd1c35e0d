import type { CabinClass } from '../flights/cabinClasses';
import type { FlightTripType } from '../flights/flightTripTypes';
import type { FlightPolicies, FlightPolicy } from './policyTier';

/** What a flight policy weighs of the chosen trip (platform §3 Policy tier flights). */
export interface FlightPolicyFacts {
  readonly tripType: FlightTripType;
  /** The trip's price for one adult, what a cap per trip is compared with. */
  readonly pricePerAdult: number;
  /** The cabin of every chosen fare. */
  readonly fareClasses: readonly CabinClass[];
  /** The longest leg's duration, which makes the trip a long flight or a short one. */
  readonly longestLegMinutes: number;
}

/**
 * The policy of the trip's duration: a long one when long flights are enabled and a leg lasts at
 * least minHoursForLongFlight, else the short one (platform §3 "duration Short or Long").
 */
function policyFor(flights: FlightPolicies, longestLegMinutes: number): FlightPolicy | undefined {
  const isLong =
    flights.enableLongFlights && longestLegMinutes >= flights.minHoursForLongFlight * 60;
  return flights.policies.find((policy) => policy.duration === (isLong ? 'Long' : 'Short'));
}

/**
 * A flight trip is out of policy when a fare's cabin is not among the allowed fare classes, or
 * its price for an adult is above the cap of its kind: one way for a one-way trip, round trip for
 * every other (open jaw and multi-city come back as a round trip does; our choice, the spec names
 * only the two caps). Without a policy for its duration nothing is out of policy.
 */
export function isFlightOutOfPolicy(
  flights: FlightPolicies | undefined,
  facts: FlightPolicyFacts,
): boolean {
  const policy = flights && policyFor(flights, facts.longestLegMinutes);
  if (!policy) return false;
  const cap = facts.tripType === 'one_way' ? policy.maxPriceForOneWay : policy.maxPriceForRoundTrip;
  const isOverCap = typeof cap === 'number' && facts.pricePerAdult > cap;
  const isClassRefused = facts.fareClasses.some(
    (fareClass) => !policy.allowedFareClasses.includes(fareClass),
  );
  return isOverCap || isClassRefused;
}
