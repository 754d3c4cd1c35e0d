import { isApiError, shopFlights } from '@wayfare/api';
import {
  cabinClasses,
  fareRefundabilities,
  fareTagsFromScore,
  type FlightFare,
  type FlightShop,
  type FlightShopRequest,
} from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import type { ScenarioId } from '.';

const { api, play } = scenarioTestKit();

// The stories' frozen clock: the fake backend counts days ahead from it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

/** Toronto–Los Angeles and back in September, one adult, economy. */
const roundTrip: FlightShopRequest = {
  search: {
    tripType: 'round_trip',
    legs: [
      { origin: 'YYZ', destination: 'LAX', departureDate: '2026-09-15' },
      { origin: 'LAX', destination: 'YYZ', departureDate: '2026-09-22' },
    ],
    passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
    cabinClass: 'Economy',
  },
  flightShopType: 'default',
  chosenFareIds: [],
};

/** The first leg's answer in a scenario. */
async function shopIn(scenario: ScenarioId, request = roundTrip): Promise<FlightShop> {
  play(scenario);
  return shopFlights(api, request);
}

const faresOf = (shop: FlightShop): FlightFare[] => shop.flights.flatMap((flight) => flight.fares);

describe('POST flights/shop', () => {
  it('answers the happy path’s first leg, then the next with the fare chosen', async () => {
    const outbound = await shopFlights(api, roundTrip);
    expect(outbound.legIndex).toBe(0);
    expect(outbound.flights.length).toBeGreaterThanOrEqual(20);
    const fareId = outbound.flights[0]?.fares[0]?.fareId ?? '';
    const inbound = await shopFlights(api, { ...roundTrip, chosenFareIds: [fareId] });
    expect(inbound.legIndex).toBe(1);
    expect(inbound.flights[0]?.segments[0]?.origin.locationCode).toBe('LAX');
  });

  it('answers 400 to a body that is no shop request, or a fare its leg does not sell', async () => {
    const unreadable = { ...roundTrip, search: { ...roundTrip.search, legs: [] } };
    const failure = await shopFlights(api, unreadable).catch((error: unknown) => error);
    expect(isApiError(failure, 'http')).toBe(true);
    expect(failure).toMatchObject({ status: 400 });
    const unknown = await shopFlights(api, { ...roundTrip, chosenFareIds: ['gone'] }).catch(
      (error: unknown) => error,
    );
    expect(unknown).toMatchObject({ status: 400 });
  });
});

describe('flights scenarios (STATES §27)', () => {
  it('flights/fare-tags: the four tags once each, and every fare with a price freeze', async () => {
    const shop = await shopIn('flights/fare-tags');
    const tags = faresOf(shop).flatMap((fare) => fareTagsFromScore(fare.score));
    expect([...tags].sort()).toEqual(['Best Overall', 'Best Price', 'Best Quality', 'Fastest']);
    expect(faresOf(shop).every((fare) => fare.canFreezePrice)).toBe(true);
  });

  it('flights/shelves: every flight with the five shelves, cabins and the three refundabilities', async () => {
    const shop = await shopIn('flights/shelves');
    for (const flight of shop.flights) {
      expect(flight.fares.map((fare) => fare.shelfRating)).toEqual([0, 1, 2, 3, 4]);
      expect(flight.fares.map((fare) => fare.cabinClass)).toEqual([...cabinClasses]);
    }
    const refundabilities = new Set(faresOf(shop).map((fare) => fare.refundability));
    expect(refundabilities).toEqual(new Set(fareRefundabilities));
  });

  it.each(['fair', 'good', 'great', 'wait'] as const)(
    'flights/prediction-%s: the prediction has that bucket and the lowest price',
    async (bucket) => {
      const shop = await shopIn(`flights/prediction-${bucket}`);
      const lowest = Math.min(...faresOf(shop).map((fare) => fare.amount.value));
      expect(shop.prediction).toEqual({
        bucket,
        lowestAmount: { value: lowest, currencySymbol: '$' },
      });
    },
  );

  it('flights/baggage-allowed: every fare allows bags, with "Bag N" charges', async () => {
    const fares = faresOf(await shopIn('flights/baggage-allowed'));
    expect(fares.every((fare) => fare.baggageInfo.BaggageInfo === 'Allowed')).toBe(true);
    const charges = fares.flatMap((fare) =>
      fare.baggageInfo.BaggageInfo === 'Allowed' ? fare.baggageInfo.charges : [],
    );
    expect(charges).toContainEqual({ firstPiece: 1, amount: 35, currency: 'USD' });
    expect(charges).toContainEqual({ firstPiece: 2, amount: 45, currency: 'USD' });
  });

  it.each([
    ['flights/baggage-not-allowed', 'NotAllowed'],
    ['flights/baggage-unknown', 'Unknown'],
  ] as const)('%s: every fare’s baggage is %s', async (scenario, kind) => {
    const fares = faresOf(await shopIn(scenario));
    expect(new Set(fares.map((fare) => fare.baggageInfo.BaggageInfo))).toEqual(new Set([kind]));
  });

  it('flights/penalties-known: every fare’s penalties known, of all four types', async () => {
    const fares = faresOf(await shopIn('flights/penalties-known'));
    const types = new Set(
      fares.flatMap((fare) =>
        fare.penalties.Penalties === 'Known'
          ? [fare.penalties.changePenalty.type, fare.penalties.cancelPenalty.type]
          : ['not known'],
      ),
    );
    expect(types).toEqual(new Set(['NoPenalty', 'NotPossible', 'Unknown', 'WithFee']));
  });

  it.each([
    ['flights/penalties-externally-managed', 'ExternallyManaged'],
    ['flights/penalties-unknown', 'Unknown'],
  ] as const)('%s: every fare’s penalties are %s', async (scenario, kind) => {
    const fares = faresOf(await shopIn(scenario));
    expect(new Set(fares.map((fare) => fare.penalties.Penalties))).toEqual(new Set([kind]));
  });

  it.each([
    ['flights/multi-ticket-single', 'single'],
    ['flights/multi-ticket-hacker-fare', 'hackerFare'],
    ['flights/multi-ticket-virtual-interline', 'virtualInterline'],
  ] as const)('%s: every flight is ticketed %s', async (scenario, type) => {
    const shop = await shopIn(scenario);
    expect(shop.flights.length).toBeGreaterThan(0);
    expect(new Set(shop.flights.map((flight) => flight.multiTicketType))).toEqual(new Set([type]));
  });

  it('flights/multi-ticket-virtual-interline: each flight self-transfers at its connection', async () => {
    const shop = await shopIn('flights/multi-ticket-virtual-interline');
    for (const { segments } of shop.flights) {
      const [first, second] = segments;
      expect(segments).toHaveLength(2);
      expect(first?.isSelfTransferLayover).toBe(true);
      expect(first?.marketingAirline.code).not.toBe(second?.marketingAirline.code);
    }
  });

  it('flights/empty: no flights, no prediction', async () => {
    const shop = await shopIn('flights/empty');
    expect(shop.flights).toEqual([]);
    expect(shop.prediction).toBeUndefined();
  });

  it('flights/300-results: 300 flights on each leg, on a busy route and a thin one', async () => {
    const outbound = await shopIn('flights/300-results');
    expect(outbound.flights).toHaveLength(300);
    const fareId = outbound.flights[0]?.fares[0]?.fareId ?? '';
    const inbound = await shopFlights(api, { ...roundTrip, chosenFareIds: [fareId] });
    expect(inbound.flights).toHaveLength(300);
    const thin = await shopFlights(api, {
      ...roundTrip,
      search: {
        ...roundTrip.search,
        tripType: 'one_way',
        legs: [{ origin: 'YHZ', destination: 'LIS', departureDate: '2026-09-15' }],
      },
    });
    expect(thin.flights).toHaveLength(300);
  });
});
