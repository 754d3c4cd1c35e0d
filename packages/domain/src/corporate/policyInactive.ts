import {
  policyFareClasses,
  policyStarRatings,
  type CarPolicies,
  type FlightPolicies,
  type HotelPolicies,
  type PolicyTier,
} from './policyTier';

/** The products a policy tier covers. */
export const policyProducts = ['flights', 'hotels', 'cars'] as const;
export type PolicyProduct = (typeof policyProducts)[number];

const hasNoCap = (cap: number | null | undefined): boolean => cap === undefined || cap === null;

const allowsAll = <T>(allowed: readonly T[], all: readonly T[]): boolean =>
  all.every((value) => allowed.includes(value));

/**
 * spec: platform §5 "Corporate policy is inactive when: hotels, all 5 star ratings allowed and no
 * nightly cap". Every policy of the tier must say so; a tier with no hotel policy limits nothing.
 */
export function isHotelPolicyInactive(hotels: HotelPolicies): boolean {
  return hotels.policies.every(
    (policy) =>
      allowsAll(policy.allowedStarRatings, policyStarRatings) && hasNoCap(policy.maxPricePerNight),
  );
}

/** spec: platform §5 "Corporate policy is inactive when: ... cars, no daily cap". */
export function isCarPolicyInactive(cars: CarPolicies): boolean {
  return cars.policies.every((policy) => hasNoCap(policy.maxPricePerDay));
}

/**
 * spec: platform §5 "Corporate policy is inactive when: ... flights, long flights enabled, no caps
 * and 5 fare classes allowed".
 */
export function isFlightPolicyInactive(flights: FlightPolicies): boolean {
  return (
    flights.enableLongFlights &&
    flights.policies.every(
      (policy) =>
        hasNoCap(policy.maxPriceForOneWay) &&
        hasNoCap(policy.maxPriceForRoundTrip) &&
        allowsAll(policy.allowedFareClasses, policyFareClasses),
    )
  );
}

/** spec: platform §5 corporate policy inactive, for one product of a tier. */
export function isPolicyInactive(tier: PolicyTier, product: PolicyProduct): boolean {
  switch (product) {
    case 'flights':
      return isFlightPolicyInactive(tier.flights);
    case 'hotels':
      return isHotelPolicyInactive(tier.hotels);
    case 'cars':
      return isCarPolicyInactive(tier.cars);
  }
}
