import { apiBasePath, type FlightShopRequest } from '@wayfare/domain';
import { issuedCsrfToken } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { flightAirports, shopFlights } from './flights';

const { server } = mockServer();

const api = createApiClient({
  baseUrl: 'http://wayfare.test',
  fetch: (input, init) => globalThis.fetch(input, init),
  // No page in Node: the token the fake backend issued stands in for its cookie.
  getCsrfToken: issuedCsrfToken,
});

// The stories' frozen clock: the trip is five months away.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const roundTrip: FlightShopRequest = {
  search: {
    tripType: 'round_trip',
    legs: [
      { origin: 'YYZ', destination: 'LAX', departureDate: '2026-12-10' },
      { origin: 'LAX', destination: 'YYZ', departureDate: '2026-12-17' },
    ],
    passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
    cabinClass: 'Economy',
  },
  flightShopType: 'default',
  chosenFareIds: [],
};

// Ours: the spec gives no flight call (products §7).
describe('flight endpoints', () => {
  it('shopFlights POSTs the request to flights/shop and answers its value: a leg of flights', async () => {
    const calls = recordRequests(server);
    const shop = await shopFlights(api, roundTrip);
    expect(calls).toEqual([
      { method: 'POST', path: `${apiBasePath}/flights/shop`, body: roundTrip },
    ]);
    expect(shop.legIndex).toBe(0);
    expect(shop.flights.length).toBeGreaterThan(0);
    expect(shop.airports.YYZ?.city).toBe('Toronto');
  });

  it('shopFlights shops the next leg with the fare chosen, and rejects a fare no leg sells (400)', async () => {
    const outbound = await shopFlights(api, roundTrip);
    const fareId = outbound.flights[0]?.fares[0]?.fareId ?? '';
    const inbound = await shopFlights(api, { ...roundTrip, chosenFareIds: [fareId] });
    expect(inbound.legIndex).toBe(1);
    const failure = await shopFlights(api, { ...roundTrip, chosenFareIds: ['no-such-fare'] }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure, 'http')).toBe(true);
    expect(failure).toMatchObject({ status: 400 });
  });

  it('flightAirports GETs flights/airports and answers its airports', async () => {
    const calls = recordRequests(server);
    const airports = await flightAirports(api);
    expect(calls).toEqual([
      { method: 'GET', path: `${apiBasePath}/flights/airports`, body: undefined },
    ]);
    expect(airports.find((airport) => airport.code === 'LHR')).toEqual({
      code: 'LHR',
      city: 'London',
      name: 'London Heathrow Airport',
      country: 'United Kingdom',
    });
  });

  it('an answer that is not a shop is a malformed-response', async () => {
    server.use(
      http.post(`*${apiBasePath}/flights/shop`, () =>
        HttpResponse.json({ value: { legIndex: 0, flights: 'none' } }),
      ),
    );
    const failure = await shopFlights(api, roundTrip).catch((error: unknown) => error);
    expect(isApiError(failure, 'malformed-response')).toBe(true);
  });
});
