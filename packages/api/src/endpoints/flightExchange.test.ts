import { apiBasePath, flightExchangeCalls, type FlightExchangeRequest } from '@wayfare/domain';
import { issuedCsrfToken, tripIds } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import {
  getFlightExchangeAirports,
  getFlightExchangeOptions,
  pollFlightExchange,
  scheduleFlightExchange,
} from './flightExchange';

const { server, play } = mockServer();

const api = createApiClient({
  baseUrl: 'http://wayfare.test',
  fetch: (input, init) => globalThis.fetch(input, init),
  // No page in Node: the token the fake backend issued stands in for its cookie.
  getCsrfToken: issuedCsrfToken,
});

// The stories' frozen clock: the round trip is three weeks away.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const trip = tripIds.upcomingFlight;
const base = `${apiBasePath}/itinerary/trips/${trip}/flight-exchange`;
const fast = { delaysMs: [1, 1, 1, 1, 1] };

const returnMoved: FlightExchangeRequest = {
  slices: [
    { action: 'Keep', slice: 0 },
    {
      action: 'Change',
      slice: 1,
      origin: 'CDG',
      destination: 'YYZ',
      date: '2026-08-03',
      timeOfDay: 2,
    },
  ],
};

// Ours: the spec names the exchange modal and flow (products §2, §4) but no calls.
describe('flight exchange endpoints', () => {
  it('send each call with the method, path and body of flightExchangeCalls', async () => {
    const calls = recordRequests(server);
    await getFlightExchangeOptions(api, trip);
    await getFlightExchangeAirports(api, trip);
    const exchangeId = await scheduleFlightExchange(api, trip, returnMoved);
    await pollFlightExchange(api, trip, exchangeId, fast);
    expect(exchangeId).toBe('flight-exchange-1');
    expect(calls).toEqual([
      { method: 'GET', path: base, body: undefined },
      { method: 'GET', path: `${base}/airports`, body: undefined },
      { method: 'POST', path: `${base}/schedule`, body: returnMoved },
      { method: 'POST', path: `${base}/poll`, body: { exchangeId } },
      { method: 'POST', path: `${base}/poll`, body: { exchangeId } },
      { method: 'POST', path: `${base}/poll`, body: { exchangeId } },
    ]);
    const template = ({ method, path }: { method: string; path: string }) =>
      `${method} ${path.replace(/(\/itinerary\/trips)\/[^/]+/, '$1/{tripId}')}`;
    expect(new Set(calls.map(template))).toEqual(
      new Set(
        Object.values(flightExchangeCalls).map(
          ({ method, path }) => `${method} ${apiBasePath}${path}`,
        ),
      ),
    );
  });

  it('encode the trip id in the path, and reject an unknown trip with a 404', async () => {
    const calls = recordRequests(server);
    await expect(getFlightExchangeOptions(api, 'trip/with space')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(calls[0]?.path).toBe(
      `${apiBasePath}/itinerary/trips/trip%2Fwith%20space/flight-exchange`,
    );
  });

  it('poll until the request reaches the agents, telling each answer, with the trip as it now is', async () => {
    const exchangeId = await scheduleFlightExchange(api, trip, returnMoved);
    const heard: string[] = [];
    const last = await pollFlightExchange(api, trip, exchangeId, {
      ...fast,
      onAnswer: ({ step, result }) => heard.push(`${step} ${result}`),
    });
    expect(heard).toEqual(['PriceQuotePoll Pending', 'BookPoll Pending', 'AgentFulfil Success']);
    expect(last).toMatchObject({ step: 'AgentFulfil', result: 'Success' });
    expect(last.trip?.flight?.exchangeRequest).toBeDefined();
  });

  it('count a failed poll as pending, and stop on its AbortSignal', async () => {
    const exchangeId = await scheduleFlightExchange(api, trip, returnMoved);
    server.use(
      http.post(`*${base}/poll`, () => HttpResponse.json({ message: 'Busy' }, { status: 503 }), {
        once: true,
      }),
    );
    const heard: string[] = [];
    await pollFlightExchange(api, trip, exchangeId, {
      ...fast,
      onAnswer: ({ step }) => heard.push(step),
    });
    expect(heard).toEqual(['PriceQuotePoll', 'BookPoll', 'AgentFulfil']);

    play('flight-exchange/flow-quote-pending');
    const pending = await scheduleFlightExchange(api, trip, returnMoved);
    const controller = new AbortController();
    const polling = pollFlightExchange(api, trip, pending, {
      delaysMs: Array.from({ length: 50 }, () => 20),
      signal: controller.signal,
      onAnswer: () => controller.abort(),
    });
    await expect(polling).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('turn a malformed answer into a malformed-response error, not a crash', async () => {
    server.use(
      http.get(`*${base}`, () => HttpResponse.json({ eligibility: 'Maybe' })),
      http.post(`*${base}/poll`, () => HttpResponse.json({ step: 'Shop', result: 'Pending' })),
      http.post(`*${base}/schedule`, () => HttpResponse.json({})),
    );
    const options = await getFlightExchangeOptions(api, trip).catch((error: unknown) => error);
    expect(isApiError(options, 'malformed-response')).toBe(true);
    const scheduled = await scheduleFlightExchange(api, trip, returnMoved).catch(
      (error: unknown) => error,
    );
    expect(isApiError(scheduled, 'malformed-response')).toBe(true);
    const polled = await pollFlightExchange(api, trip, 'flight-exchange-1', fast).catch(
      (error: unknown) => error,
    );
    expect(isApiError(polled, 'malformed-response')).toBe(true);
  });
});
