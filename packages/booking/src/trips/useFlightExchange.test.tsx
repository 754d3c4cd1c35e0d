import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import type { ExchangeFlowAnswer, FlightExchangeRequest, Trip } from '@wayfare/domain';
import { flightExchangeScenarioFocus, tripIds, type ScenarioId } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingProvider } from '../BookingProvider';
import { tripQueryOptions, tripsQueryKey } from './tripsQuery';
import { useFlightExchange } from './useFlightExchange';

const { server, play } = mockServer();

const now = new Date('2026-07-01T14:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const trip: string = tripIds.upcomingFlight;

/** The hook for a trip against the fake backend playing a scenario, with a fresh cache. */
function renderExchange(
  scenario?: ScenarioId,
  delaysMs: readonly number[] = [1, 1, 1, 1, 1],
  tripId = trip,
) {
  play(scenario);
  // Made per test, after the server listens: a client binds the fetch it finds when created.
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={client} tenant="consumer" now={() => now}>
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => useFlightExchange(tripId, { delaysMs }), { wrapper });
  return { ...rendered, queryClient, client };
}

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

describe('useFlightExchange', () => {
  it('loads an eligible booking with the airports, and a refused one without asking for them', async () => {
    const { result } = renderExchange();
    const load = await result.current.load();
    expect(load).toMatchObject({ found: true, options: { eligibility: 'Eligible' } });
    expect(load.found && load.airports.map(({ code }) => code)).toContain('CDG');

    const airlineTrip = flightExchangeScenarioFocus['flight-exchange/contact-airline'].tripId;
    const refused = renderExchange('flight-exchange/contact-airline', undefined, airlineTrip);
    const calls = recordRequests(server);
    const airline = await refused.result.current.load();
    expect(airline).toMatchObject({ found: true, airports: [] });
    expect(calls.map(({ path }) => path.split('/').at(-1))).toEqual(['flight-exchange']);
  });

  it('resolves a missing itinerary as not found, and rejects a failed load', async () => {
    const missing = renderExchange('flight-exchange/itinerary-not-found');
    await expect(missing.result.current.load()).resolves.toEqual({ found: false });
    const failing = renderExchange('flight-exchange/load-failed');
    await expect(failing.result.current.load()).rejects.toMatchObject({ status: 500 });
  });

  it('schedules and polls in one call, telling each answer, and refreshes the trip once the agents have it', async () => {
    const { result, queryClient, client } = renderExchange('flight-exchange/change-requested');
    const lists = vi.spyOn(queryClient, 'invalidateQueries');
    const heard: ExchangeFlowAnswer[] = [];
    const submission = await result.current.submit(returnMoved, (answer) => heard.push(answer));
    expect(submission).toEqual({
      outcome: 'settled',
      answer: { step: 'AgentFulfil', result: 'Success' },
    });
    expect(heard.map(({ step }) => step)).toEqual(['PriceQuotePoll', 'BookPoll', 'AgentFulfil']);
    const cached = queryClient.getQueryData<Trip>(tripQueryOptions(client, trip).queryKey);
    expect(cached?.flight?.exchangeRequest).toEqual({ requestedAt: now.toISOString() });
    expect(lists).toHaveBeenCalledWith({ queryKey: tripsQueryKey });
  });

  it('settles a failed step without touching the trip', async () => {
    const { result, queryClient, client } = renderExchange('flight-exchange/flow-book-failed');
    await expect(result.current.submit(returnMoved, () => undefined)).resolves.toEqual({
      outcome: 'settled',
      answer: { step: 'BookPoll', result: 'Failure' },
    });
    expect(queryClient.getQueryData(tripQueryOptions(client, trip).queryKey)).toBeUndefined();
  });

  it('says where it stood when the poll gives up, and rejects a request that could not be sent', async () => {
    const pending = renderExchange('flight-exchange/flow-quote-pending', [1, 1]);
    await expect(pending.result.current.submit(returnMoved, () => undefined)).resolves.toEqual({
      outcome: 'no-answer',
      last: { step: 'PriceQuotePoll', result: 'Pending' },
    });
    const refused = renderExchange(
      'flight-exchange/ineligible',
      undefined,
      flightExchangeScenarioFocus['flight-exchange/ineligible'].tripId,
    );
    await expect(refused.result.current.submit(returnMoved, () => undefined)).rejects.toMatchObject(
      { status: 409 },
    );
  });

  it('stops polling when the page goes away', async () => {
    const { result, unmount } = renderExchange(
      'flight-exchange/flow-quote-pending',
      Array.from({ length: 60 }, () => 50),
    );
    let first: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (first = resolve));
    const submitting = result.current.submit(returnMoved, () => first());
    await answered;
    unmount();
    await expect(submitting).rejects.toMatchObject({ kind: 'aborted' });
  });
});
