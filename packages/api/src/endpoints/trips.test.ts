import { apiBasePath, tripCalls } from '@wayfare/domain';
import { issuedCsrfToken, tripIds } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import {
  cancelHome,
  changeTripEmail,
  chooseScheduleChange,
  getHomeCancelQuote,
  getTrip,
  getTrips,
  requestTravelerEdit,
  resendTripConfirmation,
  stopWatchingTrip,
} from './trips';

const { server } = mockServer();

const api = createApiClient({
  baseUrl: 'http://wayfare.test',
  fetch: (input, init) => globalThis.fetch(input, init),
  // No page in Node: the token the fake backend issued stands in for its cookie.
  getCsrfToken: issuedCsrfToken,
});

const base = `${apiBasePath}/itinerary/trips`;

// Ours: the spec names the trips hub's tabs and modals (products §2) but no trips payloads.
describe('trip endpoints', () => {
  it('send each call with the method, path and body of tripCalls', async () => {
    const calls = recordRequests(server);
    const home = tripIds.upcomingHome;
    await getTrips(api, 'frozen-prices');
    await getTrip(api, home);
    await resendTripConfirmation(api, home, { email: 'alex.morgan@example.com' });
    await changeTripEmail(api, home, { email: 'alex@morgan.example' });
    await requestTravelerEdit(api, home, { travelerName: 'Sam Morgan', change: 'Age 9, not 8.' });
    await stopWatchingTrip(api, tripIds.watch);
    await chooseScheduleChange(api, tripIds.scheduleChange, { choice: 'ReferToAirline' });
    const quote = await getHomeCancelQuote(api, home);
    if (quote.outcome !== 'HomeCancelQuoteSuccess') throw new Error(quote.outcome);
    await cancelHome(api, home, { quoteId: quote.quote.quoteId });
    expect(calls).toEqual([
      { method: 'GET', path: base, body: undefined },
      { method: 'GET', path: `${base}/${home}`, body: undefined },
      {
        method: 'POST',
        path: `${base}/${home}/resend-confirmation`,
        body: { email: 'alex.morgan@example.com' },
      },
      { method: 'POST', path: `${base}/${home}/email`, body: { email: 'alex@morgan.example' } },
      {
        method: 'POST',
        path: `${base}/${home}/traveler-edit`,
        body: { travelerName: 'Sam Morgan', change: 'Age 9, not 8.' },
      },
      { method: 'POST', path: `${base}/${tripIds.watch}/stop-watching`, body: undefined },
      {
        method: 'POST',
        path: `${base}/${tripIds.scheduleChange}/schedule-change`,
        body: { choice: 'ReferToAirline' },
      },
      { method: 'POST', path: `${base}/${home}/home-cancel/quote`, body: undefined },
      {
        method: 'POST',
        path: `${base}/${home}/home-cancel`,
        body: { quoteId: quote.quote.quoteId },
      },
    ]);
    // Every call of tripCalls, and no other.
    const template = ({ method, path }: { method: string; path: string }) =>
      `${method} ${path.replace(/(\/itinerary\/trips)\/[^/]+/, '$1/{tripId}')}`;
    expect(new Set(calls.map(template))).toEqual(
      new Set(
        Object.values(tripCalls).map(({ method, path }) => `${method} ${apiBasePath}${path}`),
      ),
    );
  });

  it('ask for the tab in the query, and read the trips of the answer', async () => {
    const queries: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      queries.push(new URL(request.url).searchParams.get('tab'));
    });
    const trips = await getTrips(api, 'airline-credits');
    expect(queries).toEqual(['airline-credits']);
    expect(trips.every((trip) => trip.flight?.futureTravelCredit)).toBe(true);
  });

  it('encode the trip id in the path', async () => {
    const calls = recordRequests(server);
    await expect(getTrip(api, 'trip/with space')).rejects.toMatchObject({ status: 404 });
    expect(calls[0]?.path).toBe(`${base}/trip%2Fwith%20space`);
  });

  it('turn a malformed answer into a malformed-response error, not a crash', async () => {
    server.use(
      http.get(`*${base}/:tripId`, () =>
        HttpResponse.json({ trip: { id: tripIds.hotel, kind: 'Castle' } }),
      ),
      http.post(`*${base}/:tripId/home-cancel/quote`, () =>
        HttpResponse.json({ outcome: 'HomeCancelQuoteSuccess' }),
      ),
    );
    const details = await getTrip(api, tripIds.hotel).catch((error: unknown) => error);
    expect(isApiError(details, 'malformed-response')).toBe(true);
    const quote = await getHomeCancelQuote(api, tripIds.upcomingHome).catch(
      (error: unknown) => error,
    );
    expect(isApiError(quote, 'malformed-response')).toBe(true);
  });

  it('read an empty answer of a call that answers nothing', async () => {
    server.use(
      http.post(`*${base}/:tripId/stop-watching`, () => new HttpResponse(null, { status: 204 })),
    );
    await expect(stopWatchingTrip(api, tripIds.watch)).resolves.toBeUndefined();
  });
});
