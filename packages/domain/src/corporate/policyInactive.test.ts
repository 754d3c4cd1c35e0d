import { describe, expect, it } from 'vitest';
import {
  isCarPolicyInactive,
  isFlightPolicyInactive,
  isHotelPolicyInactive,
  isPolicyInactive,
} from './policyInactive';
import type { FlightPolicy, HotelPolicy, PolicyTier } from './policyTier';

const allStars: HotelPolicy['allowedStarRatings'] = ['One', 'Two', 'Three', 'Four', 'Five'];
const allFares: FlightPolicy['allowedFareClasses'] = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
];

// spec: platform §5 "Corporate policy is inactive when: hotels, all 5 star ratings allowed and no nightly cap"
describe('isHotelPolicyInactive', () => {
  it.each<[string, HotelPolicy[], boolean]>([
    ['all 5 stars, no cap', [{ allowedStarRatings: allStars }], true],
    ['all 5 stars, null cap', [{ allowedStarRatings: allStars, maxPricePerNight: null }], true],
    ['all 5 stars, a cap of 0', [{ allowedStarRatings: allStars, maxPricePerNight: 0 }], false],
    ['4 stars, no cap', [{ allowedStarRatings: ['One', 'Two', 'Three', 'Four'] }], false],
    [
      'one active policy among inactive ones',
      [{ allowedStarRatings: allStars }, { allowedStarRatings: allStars, maxPricePerNight: 300 }],
      false,
    ],
    ['no policy', [], true],
  ])('%s: %s', (_, policies, inactive) => {
    expect(isHotelPolicyInactive({ policies })).toBe(inactive);
  });
});

// spec: platform §5 "cars, no daily cap"
describe('isCarPolicyInactive', () => {
  it.each([
    [[{}], true],
    [[{ maxPricePerDay: null }], true],
    [[{ maxPricePerDay: 0 }], false],
    [[{ maxPricePerDay: 75 }], false],
  ])('%o: %s', (policies, inactive) => {
    expect(isCarPolicyInactive({ policies })).toBe(inactive);
  });
});

// spec: platform §5 "flights, long flights enabled, no caps and 5 fare classes allowed"
describe('isFlightPolicyInactive', () => {
  const open: FlightPolicy = { duration: 'Short', allowedFareClasses: allFares };
  it.each<[string, boolean, FlightPolicy[], boolean]>([
    [
      'long flights enabled, no caps, 5 fare classes',
      true,
      [open, { ...open, duration: 'Long' }],
      true,
    ],
    ['long flights disabled', false, [open], false],
    ['a one-way cap', true, [{ ...open, maxPriceForOneWay: 500 }], false],
    ['a round-trip cap', true, [{ ...open, maxPriceForRoundTrip: 900 }], false],
    ['4 fare classes', true, [{ ...open, allowedFareClasses: allFares.slice(1) }], false],
    ['null caps', true, [{ ...open, maxPriceForOneWay: null, maxPriceForRoundTrip: null }], true],
  ])('%s: %s', (_, enableLongFlights, policies, inactive) => {
    expect(isFlightPolicyInactive({ enableLongFlights, minHoursForLongFlight: 6, policies })).toBe(
      inactive,
    );
  });
});

// spec: platform §5 corporate policy inactive, per product
describe('isPolicyInactive', () => {
  const tier: PolicyTier = {
    settings: { isApprovalRequired: false },
    flights: {
      enableLongFlights: true,
      minHoursForLongFlight: 6,
      policies: [{ duration: 'Long', allowedFareClasses: allFares }],
    },
    hotels: { policies: [{ allowedStarRatings: allStars, maxPricePerNight: 200 }] },
    cars: { policies: [{}] },
  };
  it.each([
    ['flights', true],
    ['hotels', false],
    ['cars', true],
  ] as const)('%s: %s', (product, inactive) => {
    expect(isPolicyInactive(tier, product)).toBe(inactive);
  });
});
