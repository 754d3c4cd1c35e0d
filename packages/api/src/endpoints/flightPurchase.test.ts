import type { FlightPassengersRequest, FlightSearch } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { addFlightPassengers, flightPassengersPath, flightQuoteRequest } from './flightPurchase';

const baseUrl = 'http://wayfare.test';
// Each test answers the call it makes; the fake backend stands behind.
const { server } = mockServer();

// Made after the server listens: the client binds the fetch it finds when it is made.
let api: ReturnType<typeof createApiClient>;
beforeAll(() => {
  api = createApiClient({ baseUrl });
});

/** Records each body sent to the passengers call and answers it with `answer`. */
function answeringPassengers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${baseUrl}${flightPassengersPath}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const search: FlightSearch = {
  tripType: 'round_trip',
  legs: [
    { origin: 'YYZ', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'YYZ', departureDate: '2026-12-17' },
  ],
  passengers: { adults: 1, children: 0, seatedInfants: 0, lapInfants: 0 },
  cabinClass: 'Economy',
};

const passengers: FlightPassengersRequest = {
  orderedProductId: 'op-1',
  paymentSessionToken: 'q-1',
  emailAddress: 'ada@example.com',
  phoneNumber: '4165550142',
  passengers: [
    {
      kind: 'Adult',
      travelerId: 't-1',
      givenName: 'Ada',
      surname: 'Lovelace',
      birthdate: '1990-01-01',
      gender: 'F',
      specialAssistance: [],
    },
  ],
};

// Ours: products §7 names the "flight price quote", not its payload nor a passengers call.
describe('flight purchase calls', () => {
  it('flightQuoteRequest asks for the search, its shop type, a fare a leg and the agent fee', () => {
    expect(
      flightQuoteRequest({
        search,
        flightShopType: 'default',
        fareIds: ['out-standard', 'back-basic'],
        agentFee: 15,
      }),
    ).toEqual({
      type: 'Flight',
      value: {
        search,
        flightShopType: 'default',
        fareIds: ['out-standard', 'back-basic'],
        agentFee: 15,
        addOns: [],
      },
    });
  });

  it('flightQuoteRequest asks for the add-ons bought with the trip, when some are', () => {
    const addOns = ['cfar', 'delay'] as const;
    const request = flightQuoteRequest({
      search,
      flightShopType: 'default',
      fareIds: ['out-standard'],
      agentFee: 0,
      addOns,
    });
    expect(request.value.addOns).toEqual(['cfar', 'delay']);
    expect(request.value.addOns).not.toBe(addOns);
  });

  it('addFlightPassengers POSTs the passengers and answers the ordered product id', async () => {
    const bodies = answeringPassengers(() => HttpResponse.json({ orderedProductId: 'op-1' }));
    await expect(addFlightPassengers(api, passengers)).resolves.toEqual({
      orderedProductId: 'op-1',
    });
    expect(bodies).toEqual([passengers]);
  });

  it('answers the codes that refuse passengers, each with the passenger it is about', async () => {
    answeringPassengers(() =>
      HttpResponse.json({ errors: [{ code: 'LapInfantTooOld', passengerIndex: 1 }] }),
    );
    await expect(addFlightPassengers(api, passengers)).resolves.toEqual({
      errors: [{ code: 'LapInfantTooOld', passengerIndex: 1 }],
    });
  });

  it('an answer that is neither is malformed-response', async () => {
    answeringPassengers(() => HttpResponse.json({ errors: [] }));
    const failure = await addFlightPassengers(api, passengers).catch((error: unknown) => error);
    expect(isApiError(failure, 'malformed-response')).toBe(true);
  });
});
