import { describe, expect, it } from 'vitest';
import {
  flightPolicyDurations,
  policyFareClasses,
  policyStarRatings,
  policyTierSchema,
} from './policyTier';

describe('policy tier enumerations', () => {
  // spec: platform §3 "duration Short or Long"; products §3 cabin classes and star ratings One to Five
  it('holds the spec values', () => {
    expect(flightPolicyDurations).toEqual(['Short', 'Long']);
    expect(policyFareClasses).toEqual([
      'BasicEconomy',
      'Economy',
      'PremiumEconomy',
      'Business',
      'First',
    ]);
    expect(policyStarRatings).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });
});

// spec: platform §3 Policy tier fields
describe('policyTierSchema', () => {
  const tier = {
    settings: { isApprovalRequired: true },
    flights: {
      enableLongFlights: false,
      minHoursForLongFlight: 6,
      policies: [
        {
          duration: 'Short',
          maxPriceForOneWay: 400,
          maxPriceForRoundTrip: 800,
          allowedFareClasses: ['Economy'],
        },
        { duration: 'Long', maxPriceForOneWay: null, allowedFareClasses: ['Economy', 'Business'] },
      ],
    },
    hotels: { policies: [{ allowedStarRatings: ['Three', 'Four'], maxPricePerNight: 250 }] },
    cars: { policies: [{ maxPricePerDay: 80 }] },
  };

  it('parses a tier, caps absent or null', () => {
    expect(policyTierSchema.parse(tier)).toEqual(tier);
  });

  it('rejects an unknown duration', () => {
    const bad = {
      ...tier,
      flights: { ...tier.flights, policies: [{ duration: 'Medium', allowedFareClasses: [] }] },
    };
    expect(policyTierSchema.safeParse(bad).success).toBe(false);
  });
});
