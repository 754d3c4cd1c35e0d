import { apiBasePath, flightCancelCalls } from '@wayfare/domain';
import { issuedCsrfToken, tripIds } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { cancelFlight, getFlightCancelInfo } from './flightCancel';

const { server } = mockServer();

const api = createApiClient({
  baseUrl: 'http://wayfare.test',
  fetch: (input, init) => globalThis.fetch(input, init),
  // No page in Node: the token the fake backend issued stands in for its cookie.
  getCsrfToken: issuedCsrfToken,
});

const flight = tripIds.upcomingFlight;
const path = `${apiBasePath}/itinerary/trips/${flight}/flight-cancel`;

// Ours: the spec names the self-serve cancel flight modal (products §2) but no call.
describe('flight cancellation endpoints', () => {
  it('ask for the offer, then cancel on it, with the method, path and body of flightCancelCalls', async () => {
    const calls = recordRequests(server);
    const info = await getFlightCancelInfo(api, flight);
    if (info.kind !== 'offer') throw new Error(info.outcome);
    const { offerId } = info.offer;
    const cancelled = await cancelFlight(api, flight, { offerId, refundForm: 'Cash' });
    expect(calls).toEqual([
      { method: flightCancelCalls.info.method, path, body: undefined },
      { method: flightCancelCalls.cancel.method, path, body: { offerId, refundForm: 'Cash' } },
    ]);
    expect(cancelled.outcome).toBe('PartialRefund');
    expect(cancelled.trip).toMatchObject({ id: flight, status: 'Canceled' });
  });

  it('read an outcome that stops the cancellation as an answer, not a failure', async () => {
    await expect(getFlightCancelInfo(api, tripIds.canceledFlight)).resolves.toEqual({
      kind: 'outcome',
      outcome: 'Canceled',
    });
  });

  it('encode the trip id in the path, and pass a refusal on as an API error', async () => {
    const calls = recordRequests(server);
    await expect(getFlightCancelInfo(api, 'trip/with space')).rejects.toMatchObject({
      status: 404,
    });
    expect(calls[0]?.path).toBe(`${apiBasePath}/itinerary/trips/trip%2Fwith%20space/flight-cancel`);
  });

  it('turn a malformed answer into a malformed-response error, not a crash', async () => {
    server.use(
      http.get(`*${path}`, () => HttpResponse.json({ kind: 'offer', offer: { offerId: 'x' } })),
      http.post(`*${path}`, () => HttpResponse.json({ outcome: 'Refunded' })),
    );
    const info = await getFlightCancelInfo(api, flight).catch((error: unknown) => error);
    expect(isApiError(info, 'malformed-response')).toBe(true);
    const cancel = await cancelFlight(api, flight, { offerId: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(cancel, 'malformed-response')).toBe(true);
  });
});
