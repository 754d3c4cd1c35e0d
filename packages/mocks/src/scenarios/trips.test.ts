import { getHomeCancelQuote, getTrip, getTrips } from '@wayfare/api';
import {
  hotelBookingStatuses,
  itineraryTags,
  notificationChannels,
  segmentStatuses,
  tripKinds,
  tripListTabs,
  tripTimeState,
  type Trip,
  type TripListTabId,
} from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { tripIds } from '../fixtures/trips/tripIds';
import { scenarioTestKit } from '../testing/scenarioTestKit';
import { scenarioIds, type ScenarioId } from '.';
import { tripScenarioFocus, tripsScenarios, type TripsScenarioId } from './trips';

const { api, play } = scenarioTestKit();

const tabIds = tripListTabs.map((tab) => tab.id);
const ids = Object.keys(tripsScenarios) as TripsScenarioId[];
const sorted = <T>(values: Iterable<T>) => [...new Set(values)].sort();

/** Each tab's trips in the scenario being played. */
async function tabsOf(): Promise<Record<TripListTabId, Trip[]>> {
  const lists = await Promise.all(tabIds.map((tab) => getTrips(api, tab)));
  return Object.fromEntries(tabIds.map((tab, index) => [tab, lists[index] ?? []])) as Record<
    TripListTabId,
    Trip[]
  >;
}

/** Every trip the scenario lists, in whichever tab, once. */
async function listed(scenario: ScenarioId): Promise<Trip[]> {
  play(scenario);
  const byId = new Map(
    Object.values(await tabsOf())
      .flat()
      .map((trip) => [trip.id, trip]),
  );
  return [...byId.values()];
}

const only = async (scenario: ScenarioId): Promise<Trip> => {
  const trips = await listed(scenario);
  expect(trips, scenario).toHaveLength(1);
  return trips[0] ?? expect.fail(`${scenario} lists no trip`);
};

describe('trips scenarios (STATES §21)', () => {
  it('are 47, each in the catalogue, each with its focus', () => {
    expect(ids).toHaveLength(47);
    for (const id of ids) expect(scenarioIds).toContain(id);
    expect(Object.keys(tripScenarioFocus).sort()).toEqual([...ids].sort());
  });

  it.each(ids.filter((id) => id !== 'trips/loading'))(
    '%s: its focus tab lists its focus trip, whose details answer',
    async (id) => {
      play(id);
      const { tab, tripId } = tripScenarioFocus[id];
      const trips = await getTrips(api, tab);
      if (id.endsWith('/empty')) {
        expect(trips).toEqual([]);
        return;
      }
      expect(trips.length).toBeGreaterThan(0);
      if (tripId === undefined) return;
      expect(trips.map((trip) => trip.id)).toContain(tripId);
      await expect(getTrip(api, tripId)).resolves.toMatchObject({ id: tripId });
    },
  );

  it('trips/loading: neither the list nor the details answer', async () => {
    play('trips/loading');
    await expect(getTrips(api, 'upcoming', AbortSignal.timeout(200))).rejects.toMatchObject({
      kind: 'aborted',
    });
    await expect(
      getTrip(api, tripIds.upcomingFlight, AbortSignal.timeout(200)),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it.each(tabIds)(
    'trips/%s lists trips; its /empty lists none there, and the others keep theirs',
    async (tab) => {
      play(`trips/${tab}`);
      const happy = await tabsOf();
      expect(happy[tab].length).toBeGreaterThan(0);
      play(`trips/${tab}/empty`);
      const empty = await tabsOf();
      for (const other of tabIds)
        expect(empty[other], other).toEqual(other === tab ? [] : happy[other]);
    },
  );

  it('trips/kinds: the nine kinds, the eight bookings under Upcoming trips, the Watch under Watched', async () => {
    play('trips/kinds');
    const tabs = await tabsOf();
    expect(sorted(tabs.upcoming.map((trip) => trip.kind))).toEqual(
      sorted(tripKinds.filter((kind) => kind !== 'Watch')),
    );
    expect(tabs.watched.map((trip) => trip.kind)).toEqual(['Watch']);
  });

  it.each([
    ['trips/time-future', 'Future'],
    ['trips/time-present', 'Present'],
    ['trips/time-past', 'Past'],
    ['trips/time-canceled', 'Canceled'],
    ['trips/time-invalid', 'Invalid'],
    ['trips/time-unused', 'Unused'],
  ] as const)('%s: one trip, %s', async (scenario, state) => {
    expect(tripTimeState(await only(scenario), new Date())).toBe(state);
  });

  it.each([
    ['trips/booking-canceled', 'Canceled'],
    ['trips/booking-confirmed', 'Confirmed'],
    ['trips/booking-modified', 'Modified'],
    ['trips/booking-pending', 'Pending'],
  ] as const)('%s: one flight, %s', async (scenario, status) => {
    expect(await only(scenario)).toMatchObject({ kind: 'Flight', status });
  });

  it('trips/hotel-status: a hotel or car in each of the seven statuses', async () => {
    const trips = await listed('trips/hotel-status');
    expect(sorted(trips.map((trip) => trip.status))).toEqual(sorted(hotelBookingStatuses));
    expect(sorted(trips.map((trip) => trip.kind))).toEqual(['Car', 'Hotel']);
  });

  it('trips/flight-tags: one flight per itinerary tag, each with that tag alone', async () => {
    const trips = await listed('trips/flight-tags');
    expect(sorted(trips.flatMap((trip) => trip.flight?.itinerary.tags ?? []))).toEqual(
      sorted(itineraryTags),
    );
    for (const trip of trips) expect(trip.flight?.itinerary.tags).toHaveLength(1);
  });

  it('trips/schedule-change: a segment in each status, both choices', async () => {
    const change = (await only('trips/schedule-change')).flight?.scheduleChange;
    expect(sorted(change?.segments.map((segment) => segment.status) ?? [])).toEqual(
      sorted(segmentStatuses),
    );
    expect(change?.choices).toEqual(['MoveToQueue', 'ReferToAirline']);
  });

  it.each([
    ['trips/ticket-canceled', 'Canceled'],
    ['trips/ticket-modified', 'Modified'],
    ['trips/ticket-rejected', 'Rejected'],
    ['trips/ticket-ticketed', 'Ticketed'],
  ] as const)('%s: a ticket %s', async (scenario, ticketStatus) => {
    expect((await only(scenario)).flight?.ticketStatus).toBe(ticketStatus);
  });

  it.each([
    ['trips/void-ticketed-void', 'TicketedVoid', ['CA']],
    ['trips/void-pre-ticket-voidable', 'PreTicketVoidable', ['CA', 'US']],
    ['trips/void-not-voidable', 'NotVoidable', ['CA']],
  ] as const)('%s: %s, bought in %j', async (scenario, voidState, countries) => {
    const trips = await listed(scenario);
    for (const trip of trips) expect(trip.flight?.itinerary.voidState).toBe(voidState);
    expect(sorted(trips.map((trip) => trip.flight?.purchaseCountry))).toEqual(countries);
  });

  it.each(['available', 'expired', 'redeemed'] as const)(
    'trips/ftc-%s: one flight in Airline travel credits, its credit %s',
    async (state) => {
      play(`trips/ftc-${state}`);
      const credits = await getTrips(api, 'airline-credits');
      expect(credits.map((trip) => trip.flight?.futureTravelCredit?.state)).toEqual([state]);
    },
  );

  it.each([
    ['trips/watch-not-watching', 'NotWatching'],
    ['trips/watch-watching', 'Watching'],
    ['trips/watch-just-watched', 'JustWatched'],
    ['trips/watch-in-process', 'InProcess'],
  ] as const)('%s: watches %s, by every channel', async (scenario, state) => {
    play(scenario);
    const watches = await getTrips(api, 'watched');
    expect(sorted(watches.map((trip) => trip.watch?.state))).toEqual([state]);
    expect(sorted(watches.map((trip) => trip.watch?.notification))).toEqual(
      sorted(notificationChannels),
    );
  });

  it('trips/multi-city: five slices on a virtual interline', async () => {
    const { flight } = await only('trips/multi-city');
    expect(flight?.itinerary).toMatchObject({
      tripType: 'multi_city',
      multiTicketType: 'virtualInterline',
    });
    expect(flight?.itinerary.slices).toHaveLength(5);
  });

  it.each([
    ['trips/cancel-attempt-ok', 'CancellationAttemptOk'],
    ['trips/cancel-attempt-failed', 'CancellationAttemptFailed'],
    ['trips/cancel-fees-applicable', 'CancellationFeesApplicable'],
  ] as const)('%s: a trip carrying %s', async (scenario, event) => {
    expect((await only(scenario)).cancellationEvent).toBe(event);
  });

  it('trips/home-cancel-quote-success: an upcoming cancellable home, quoted', async () => {
    const home = await only('trips/home-cancel-quote-success');
    expect(home.home?.isCancellable).toBe(true);
    await expect(getHomeCancelQuote(api, home.id)).resolves.toMatchObject({
      outcome: 'HomeCancelQuoteSuccess',
      quote: { refund: home.total, penalty: { value: 0 } },
    });
  });

  it('trips/home-cancel-change-quote-failure: the same home, its quote failing', async () => {
    const home = await only('trips/home-cancel-change-quote-failure');
    await expect(getHomeCancelQuote(api, home.id)).resolves.toEqual({
      outcome: 'HomeChangeQuoteFailure',
    });
  });
});
