import {
  getFlightExchangeAirports,
  getFlightExchangeOptions,
  getTrip,
  getTrips,
  pollFlightExchange,
  scheduleFlightExchange,
} from '@wayfare/api';
import {
  flightExchangeScreenStates,
  type ExchangeFlowAnswer,
  type FlightExchangeOptions,
  type FlightExchangeRequest,
} from '@wayfare/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { airports } from '../fixtures/trips/tripPlaces';
import { exchangeAirports } from '../fixtures/trips/exchangeAirports';
import { flightExchangeTripIds } from '../fixtures/trips/flightExchangeFixtures';
import { tripIds } from '../fixtures/trips/tripIds';
import { maxFlightExchangeAttempts } from '../handlers/flightExchange';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import { scenarioIds } from '.';
import {
  flightExchangeScenarioFocus,
  flightExchangeScenarios,
  type FlightExchangeScenarioId,
} from './flightExchange';

const { api, play } = scenarioTestKit();

// The stories' frozen clock: 1 July 2026, 10:00 in Toronto.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T14:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const ids = Object.keys(flightExchangeScenarios) as FlightExchangeScenarioId[];
const fast = { delaysMs: [1, 1, 1, 1, 1, 1] };

/** The round trip's return moved to 3 August, in the afternoon. */
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

/** The options of the scenario's focus trip. */
async function optionsOf(id: FlightExchangeScenarioId): Promise<FlightExchangeOptions> {
  play(id);
  return getFlightExchangeOptions(api, flightExchangeScenarioFocus[id].tripId ?? '');
}

/** Submits the round trip's change and polls it: every answer, in order, and the last. */
async function exchangeRoundTrip(delaysMs = fast.delaysMs) {
  const answers: ExchangeFlowAnswer[] = [];
  const exchangeId = await scheduleFlightExchange(api, tripIds.upcomingFlight, returnMoved);
  const last = await pollFlightExchange(api, tripIds.upcomingFlight, exchangeId, {
    delaysMs,
    onAnswer: ({ step, result }) => answers.push({ step, result }),
  });
  return { exchangeId, answers, last };
}

describe('flight exchange scenarios (STATES §23)', () => {
  it('are 20, each in the catalogue, each opening a trip', () => {
    expect(ids).toHaveLength(20);
    for (const id of ids) expect(scenarioIds).toContain(id);
    expect(Object.keys(flightExchangeScenarioFocus).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s: its trip is listed under Upcoming trips and its details answer', async (id) => {
    play(id);
    const { tab, tripId = '' } = flightExchangeScenarioFocus[id];
    expect((await getTrips(api, tab)).map((trip) => trip.id)).toContain(tripId);
    await expect(getTrip(api, tripId)).resolves.toMatchObject({ id: tripId });
  });

  it('flight-exchange/loading: whether the flight can be exchanged never answers', async () => {
    play('flight-exchange/loading');
    const { tripId = '' } = flightExchangeScenarioFocus['flight-exchange/loading'];
    await expect(
      getFlightExchangeOptions(api, tripId, AbortSignal.timeout(200)),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it.each(['flight-exchange/slice-selection', 'flight-exchange/change-airports'] as const)(
    '%s: the multi-city, its first leg Flown, the others to keep, change or remove, room for two more',
    async (id) => {
      const options = await optionsOf(id);
      expect(options).toMatchObject({
        eligibility: 'Eligible',
        tripType: 'multi_city',
        maxSlices: 5,
      });
      if (options.eligibility !== 'Eligible') return;
      expect(
        options.slices.map(({ origin, destination, actions }) => [origin, destination, actions]),
      ).toEqual([
        ['YUL', 'CDG', ['Flown']],
        ['CDG', 'FCO', ['Keep', 'Change', 'Remove']],
        ['FCO', 'YUL', ['Keep', 'Change', 'Remove']],
      ]);
    },
  );

  it.each([
    'flight-exchange/change-date-time',
    'flight-exchange/go-to-exchange',
    'flight-exchange/change-requested',
    'flight-exchange/change-failed',
    'flight-exchange/flow-quote-pending',
  ] as const)('%s: the round trip, both ways to keep or change', async (id) => {
    expect(await optionsOf(id)).toEqual({
      eligibility: 'Eligible',
      tripType: 'round_trip',
      maxSlices: 2,
      slices: [
        {
          origin: 'YYZ',
          destination: 'CDG',
          departure: '2026-07-22T21:30',
          arrival: '2026-07-23T10:40',
          flights: ['AC 880'],
          actions: ['Keep', 'Change'],
        },
        {
          origin: 'CDG',
          destination: 'YYZ',
          departure: '2026-08-01T13:05',
          arrival: '2026-08-01T15:05',
          flights: ['AC 881'],
          actions: ['Keep', 'Change'],
        },
      ],
    });
  });

  it.each([
    ['flight-exchange/contact-support', { reason: 'ContactSupport' }],
    [
      'flight-exchange/ineligible',
      { reason: 'IneligibleForExchange', cause: 'NonExchangeableFare' },
    ],
    ['flight-exchange/ticketed-voidable', { reason: 'TicketedVoidable', voidWindowCountry: 'CA' }],
    ['flight-exchange/legacy-ticketed-voidable', { reason: 'LegacyTicketedVoidable' }],
    ['flight-exchange/too-many-attempts', { reason: 'TooManyAttemptsSupport', attempts: 3 }],
  ] as const)('%s: not eligible, and why', async (id, refusal) => {
    expect(await optionsOf(id)).toEqual({ eligibility: 'NotEligible', refusal });
    // Each refusal is a screen state of its own (products §2).
    expect(flightExchangeScreenStates).toContain(refusal.reason);
  });

  it('flight-exchange/contact-airline: Air France, by its own confirmation code', async () => {
    play('flight-exchange/contact-airline');
    const tripId = flightExchangeTripIds.airlineControlledFlight;
    const locator = (await getTrip(api, tripId)).flight?.itinerary.locators?.airline[0];
    expect(locator?.airlineCode).toBe('AF');
    expect(await getFlightExchangeOptions(api, tripId)).toEqual({
      eligibility: 'NotEligible',
      refusal: {
        reason: 'ContactAirline',
        airline: { code: 'AF', name: 'Air France' },
        locator: locator?.locator,
      },
    });
  });

  it('flight-exchange/itinerary-not-found: 404; flight-exchange/load-failed: 500', async () => {
    await expect(optionsOf('flight-exchange/itinerary-not-found')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    await expect(optionsOf('flight-exchange/load-failed')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
  });

  it('flight-exchange/change-requested: quoted, booked, with the agents; the trip says so and is not changed twice', async () => {
    play('flight-exchange/change-requested');
    const { answers, last } = await exchangeRoundTrip();
    expect(answers).toEqual([
      { step: 'PriceQuotePoll', result: 'Pending' },
      { step: 'BookPoll', result: 'Pending' },
      { step: 'AgentFulfil', result: 'Success' },
    ]);
    expect(last.trip?.flight?.exchangeRequest).toEqual({ requestedAt: '2026-07-01T14:00:00.000Z' });
    const trip = await getTrip(api, tripIds.upcomingFlight);
    expect(trip.flight?.exchangeRequest).toBeDefined();
    expect(trip.flight?.itinerary.tags).toContain('BookingPending');
    expect(await getFlightExchangeOptions(api, tripIds.upcomingFlight)).toEqual({
      eligibility: 'NotEligible',
      refusal: { reason: 'IneligibleForExchange', cause: 'ChangeAlreadyRequested' },
    });
    await expect(
      scheduleFlightExchange(api, tripIds.upcomingFlight, returnMoved),
    ).rejects.toMatchObject({ status: 409 });
  });

  it.each([
    ['flight-exchange/change-failed', [{ step: 'Shop', result: 'Failure' }]],
    [
      'flight-exchange/flow-quote-failed',
      [
        { step: 'PriceQuotePoll', result: 'Pending' },
        { step: 'PriceQuotePoll', result: 'Failure' },
      ],
    ],
    [
      'flight-exchange/flow-book-failed',
      [
        { step: 'PriceQuotePoll', result: 'Pending' },
        { step: 'BookPoll', result: 'Pending' },
        { step: 'BookPoll', result: 'Failure' },
      ],
    ],
    [
      'flight-exchange/flow-agent-fulfil-failed',
      [
        { step: 'PriceQuotePoll', result: 'Pending' },
        { step: 'BookPoll', result: 'Pending' },
        { step: 'AgentFulfil', result: 'Failure' },
      ],
    ],
  ] as const)('%s: fails at its step, and the trip stays as it was', async (id, expected) => {
    play(id);
    const { answers, last } = await exchangeRoundTrip();
    expect(answers).toEqual(expected);
    expect(last.trip).toBeUndefined();
    expect((await getTrip(api, tripIds.upcomingFlight)).flight?.exchangeRequest).toBeUndefined();
  });

  it('flight-exchange/change-failed: after three failures, only an agent can change it', async () => {
    play('flight-exchange/change-failed');
    for (let attempt = 0; attempt < maxFlightExchangeAttempts; attempt += 1)
      await exchangeRoundTrip();
    expect(await getFlightExchangeOptions(api, tripIds.upcomingFlight)).toEqual({
      eligibility: 'NotEligible',
      refusal: { reason: 'TooManyAttemptsSupport', attempts: 3 },
    });
  });

  it.each([
    ['flight-exchange/flow-quote-pending', 'PriceQuotePoll'],
    ['flight-exchange/flow-book-pending', 'BookPoll'],
  ] as const)('%s: the poll stays Pending at %s until it gives up', async (id, step) => {
    play(id);
    const answers: ExchangeFlowAnswer[] = [];
    const exchangeId = await scheduleFlightExchange(api, tripIds.upcomingFlight, returnMoved);
    await expect(
      pollFlightExchange(api, tripIds.upcomingFlight, exchangeId, {
        delaysMs: [1, 1, 1, 1],
        onAnswer: (answer) => answers.push(answer),
      }),
    ).rejects.toMatchObject({ kind: 'poll-timeout' });
    expect(answers.at(-1)).toEqual({ step, result: 'Pending' });
    expect(answers).toHaveLength(5);
  });
});

describe('the flight exchange calls of the happy path', () => {
  it('answer the airports: every airport of the fake trips, and more, by city', async () => {
    const listed = await getFlightExchangeAirports(api, tripIds.upcomingFlight);
    expect(listed).toEqual(exchangeAirports);
    const codes = listed.map(({ code }) => code);
    expect(codes).toEqual(expect.arrayContaining(Object.keys(airports)));
    expect(new Set(codes).size).toBe(codes.length);
    const cities = listed.map(({ city }) => city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('say the round trip can be exchanged, and a partly flown flight which slices can change', async () => {
    expect(await getFlightExchangeOptions(api, tripIds.upcomingFlight)).toMatchObject({
      eligibility: 'Eligible',
    });
    expect(await getFlightExchangeOptions(api, tripIds.presentFlight)).toMatchObject({
      eligibility: 'Eligible',
      slices: [{ actions: ['Flown'] }, { actions: ['Keep', 'Change'] }],
    });
  });

  it.each([
    [tripIds.pendingFlight, { reason: 'IneligibleForExchange', cause: 'NotTicketed' }],
    [tripIds.canceledFlight, { reason: 'IneligibleForExchange', cause: 'Canceled' }],
    [tripIds.pastFlight, { reason: 'IneligibleForExchange', cause: 'AllFlown' }],
    [tripIds.rejectedTicketFlight, { reason: 'ContactSupport' }],
    [
      tripIds.scheduleChange,
      { reason: 'ContactAirline', airline: { code: 'AC', name: 'Air Canada' } },
    ],
  ] as const)('refuse %s online, saying why', async (tripId, refusal) => {
    expect(await getFlightExchangeOptions(api, tripId)).toMatchObject({
      eligibility: 'NotEligible',
      refusal,
    });
  });

  it('refuse what is not a trip, not a flight, not a valid request, or not the exchange of that trip', async () => {
    await expect(getFlightExchangeOptions(api, 'trip-nope')).rejects.toMatchObject({
      status: 404,
    });
    await expect(getFlightExchangeAirports(api, tripIds.hotel)).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      scheduleFlightExchange(api, tripIds.upcomingFlight, {
        slices: [{ action: 'Keep', slice: 0 }],
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      scheduleFlightExchange(api, tripIds.upcomingFlight, { slices: [] }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      pollFlightExchange(api, tripIds.upcomingFlight, 'flight-exchange-9', { delaysMs: [] }),
    ).rejects.toMatchObject({ kind: 'poll-timeout' });
    const exchangeId = await scheduleFlightExchange(api, tripIds.upcomingFlight, returnMoved);
    await expect(
      pollFlightExchange(api, tripIds.modifiedFlight, exchangeId, { delaysMs: [] }),
    ).rejects.toMatchObject({ kind: 'poll-timeout' });
  });
});
