import { describe, expect, it } from 'vitest';
import { isFlightOutOfPolicy, type FlightPolicyFacts } from './flightOutOfPolicy';
import type { FlightPolicies } from './policyTier';

const flights: FlightPolicies = {
  enableLongFlights: true,
  minHoursForLongFlight: 6,
  policies: [
    {
      duration: 'Short',
      maxPriceForOneWay: 400,
      maxPriceForRoundTrip: 700,
      allowedFareClasses: ['BasicEconomy', 'Economy'],
    },
    {
      duration: 'Long',
      maxPriceForOneWay: 1500,
      maxPriceForRoundTrip: null,
      allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business'],
    },
  ],
};
const short: FlightPolicyFacts = {
  tripType: 'round_trip',
  pricePerAdult: 650,
  fareClasses: ['Economy', 'Economy'],
  longestLegMinutes: 300,
};

describe('isFlightOutOfPolicy', () => {
  it('keeps a short trip under its cap in allowed cabins within policy', () => {
    expect(isFlightOutOfPolicy(flights, short)).toBe(false);
    expect(isFlightOutOfPolicy(flights, { ...short, pricePerAdult: 700 })).toBe(false);
  });

  it('compares a one-way trip with the one-way cap, every other with the round-trip cap', () => {
    expect(isFlightOutOfPolicy(flights, { ...short, tripType: 'one_way' })).toBe(true);
    expect(
      isFlightOutOfPolicy(flights, { ...short, tripType: 'multi_city', pricePerAdult: 701 }),
    ).toBe(true);
  });

  it('refuses a cabin the policy does not allow', () => {
    expect(isFlightOutOfPolicy(flights, { ...short, fareClasses: ['Economy', 'Business'] })).toBe(
      true,
    );
  });

  it('applies the long policy from minHoursForLongFlight, unless long flights are off', () => {
    const long = { ...short, longestLegMinutes: 360, fareClasses: ['Business' as const] };
    expect(isFlightOutOfPolicy(flights, { ...long, pricePerAdult: 5000 })).toBe(false);
    expect(isFlightOutOfPolicy({ ...flights, enableLongFlights: false }, long)).toBe(true);
  });

  it('holds nothing out of policy without a tier or a policy for the duration', () => {
    expect(isFlightOutOfPolicy(undefined, short)).toBe(false);
    expect(isFlightOutOfPolicy({ ...flights, policies: [] }, short)).toBe(false);
  });
});
