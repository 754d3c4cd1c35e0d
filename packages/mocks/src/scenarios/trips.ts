import {
  tripListTabs,
  watchStates,
  type Trip,
  type TripListTabId,
  type WatchState,
} from '@wayfare/domain';
import type { RequestHandler } from 'msw';
import { flightTagFixtures } from '../fixtures/trips/flightTagFixtures';
import { tripDays } from '../fixtures/trips/tripDays';
import { tripFixtures } from '../fixtures/trips/tripFixtures';
import { tripIds } from '../fixtures/trips/tripIds';
import { watchFixtures } from '../fixtures/trips/watchFixtures';
import { tripCallPattern, tripsHandlers, type TripsBehaviour } from '../handlers/trips';
import { neverAnswers, type Scenario } from './scenario';

/** Where a story or an e2e run opens a trips scenario: the hub's tab, and the trip to show, if one. */
export interface TripScenarioFocus {
  readonly tab: TripListTabId;
  readonly tripId?: string;
}

interface TripScenario {
  readonly description: string;
  readonly handlers: RequestHandler[];
  readonly focus: TripScenarioFocus;
}

/** The happy path's trips of these ids, in this order. */
const only =
  (...ids: readonly string[]) =>
  (now: Date): Trip[] => {
    const trips = tripFixtures(now);
    return ids.flatMap((id) => trips.filter((trip) => trip.id === id));
  };

/** A scenario of some trips, or of another behaviour, opening on a tab (and a trip). */
const playing = (
  description: string,
  behaviour: TripsBehaviour,
  tab: TripListTabId,
  tripId?: string,
): TripScenario => ({
  description,
  handlers: tripsHandlers(behaviour),
  focus: tripId === undefined ? { tab } : { tab, tripId },
});

/** A scenario of one trip of the happy path, opened on the tab that lists it. */
const oneTrip = (description: string, tab: TripListTabId, tripId: string) =>
  playing(description, { trips: only(tripId) }, tab, tripId);

/** One scenario per value, its id `trips/<value>` (STATES' `{a,b}`), in the values' order. */
function each<const Value extends string, Id extends string>(
  values: readonly Value[],
  id: (value: Value) => Id,
  scenario: (value: Value) => TripScenario,
): Record<Id, TripScenario> {
  // Object.fromEntries forgets the keys' type; `id` gives exactly one key per value.
  return Object.fromEntries(values.map((value) => [id(value), scenario(value)])) as Record<
    Id,
    TripScenario
  >;
}

const tabIds = tripListTabs.map((tab) => tab.id);

/** The trip each tab's story opens in the happy path. */
const tabShowcase: Record<TripListTabId, string> = {
  upcoming: tripIds.upcomingFlight,
  watched: tripIds.watch,
  'frozen-prices': tripIds.frozenFlight,
  'airline-credits': tripIds.creditAvailableFlight,
  past: tripIds.pastFlight,
  'with-offers': tripIds.upcomingFlight,
};

/** Each watch state as its scenario ids spell it (`trips/watch-not-watching`). */
const watchStateIds = {
  NotWatching: 'not-watching',
  Watching: 'watching',
  JustWatched: 'just-watched',
  InProcess: 'in-process',
} as const satisfies Record<WatchState, string>;

/** STATES §21 Trips hub (/trips/ and /trips/itinerary/), every `{a,b}` expanded. */
const tripScenarioTable = {
  'trips/loading': {
    description: 'Trips loading: the list and the details never answer',
    handlers: [
      ...neverAnswers('get', tripCallPattern('list')),
      ...neverAnswers('get', tripCallPattern('details')),
      ...tripsHandlers(),
    ],
    focus: { tab: 'upcoming', tripId: tripIds.upcomingFlight },
  },
  ...each(
    tabIds,
    (tab) => `trips/${tab}` as const,
    (tab) => playing(`Tab ${tab}, with items (the happy path)`, {}, tab, tabShowcase[tab]),
  ),
  ...each(
    tabIds,
    (tab) => `trips/${tab}/empty` as const,
    (tab) =>
      playing(
        `Tab ${tab} with nothing in it; the other tabs keep theirs`,
        { emptyTabs: [tab] },
        tab,
      ),
  ),
  // Tabs stay honest here as everywhere (tripListTabsOf): the eight bookings are Upcoming trips,
  // the Watch is listed under Watched trips, as a watch is in every other scenario.
  'trips/kinds': playing(
    'Items of every kind: eight bookings under Upcoming trips, the Watch under Watched trips',
    {
      trips: only(
        tripIds.upcomingFlight,
        tripIds.hotel,
        tripIds.watch,
        tripIds.car,
        tripIds.upcomingHome,
        tripIds.package,
        tripIds.packageHotel,
        tripIds.packageFlight,
        tripIds.experience,
      ),
    },
    'upcoming',
  ),
  'trips/time-future': oneTrip('A trip in the future', 'upcoming', tripIds.upcomingFlight),
  'trips/time-present': oneTrip('A trip under way today', 'upcoming', tripIds.presentFlight),
  'trips/time-past': oneTrip('A trip taken', 'past', tripIds.pastFlight),
  'trips/time-canceled': oneTrip('A canceled trip', 'past', tripIds.canceledFlight),
  'trips/time-invalid': oneTrip('A trip whose booking failed', 'past', tripIds.failedHotel),
  'trips/time-unused': oneTrip('A trip never confirmed, now past', 'past', tripIds.unusedHotel),
  'trips/booking-canceled': oneTrip('A Canceled booking', 'past', tripIds.canceledFlight),
  'trips/booking-confirmed': oneTrip('A Confirmed booking', 'upcoming', tripIds.upcomingFlight),
  'trips/booking-modified': oneTrip('A Modified booking', 'upcoming', tripIds.modifiedFlight),
  'trips/booking-pending': oneTrip('A Pending booking', 'upcoming', tripIds.pendingFlight),
  // Four statuses are of trips to come, three (CancelledWithErrors, Cancelled, Failure) of trips
  // that will not happen, listed under Past trips.
  'trips/hotel-status': playing(
    'Hotels and cars in each hotel status: four under Upcoming trips, three under Past trips',
    {
      trips: only(
        tripIds.hotel,
        tripIds.pendingConfirmHotel,
        tripIds.presentHotel,
        tripIds.receivedCar,
        tripIds.cancelledHotel,
        tripIds.cancelledWithErrorsCar,
        tripIds.failedHotel,
      ),
    },
    'upcoming',
    tripIds.pendingConfirmHotel,
  ),
  // A Canceled or Ftc flight is cancelled, so listed under Past trips (the Ftc one also under
  // Airline travel credits); the other twelve are Upcoming trips.
  'trips/flight-tags': playing(
    'One flight per itinerary tag: twelve under Upcoming trips, Canceled and Ftc under Past trips',
    { trips: (now) => flightTagFixtures(tripDays(now)) },
    'upcoming',
  ),
  'trips/schedule-change': oneTrip(
    'A schedule change: a segment in each status, both choices',
    'upcoming',
    tripIds.scheduleChange,
  ),
  'trips/ticket-canceled': oneTrip('Ticket Canceled', 'past', tripIds.canceledFlight),
  'trips/ticket-modified': oneTrip('Ticket Modified', 'upcoming', tripIds.modifiedFlight),
  'trips/ticket-rejected': oneTrip('Ticket Rejected', 'upcoming', tripIds.rejectedTicketFlight),
  'trips/ticket-ticketed': oneTrip('Ticket Ticketed', 'upcoming', tripIds.upcomingFlight),
  'trips/void-ticketed-void': oneTrip('Void state TicketedVoid', 'past', tripIds.voidedFlight),
  'trips/void-pre-ticket-voidable': playing(
    'Void state PreTicketVoidable: a US purchase (about 24 business hours) and a Canadian one (until midnight)',
    { trips: only(tripIds.pendingFlight, tripIds.voidableCanadaFlight) },
    'upcoming',
    tripIds.pendingFlight,
  ),
  'trips/void-not-voidable': oneTrip('Void state NotVoidable', 'upcoming', tripIds.upcomingFlight),
  'trips/ftc-available': oneTrip(
    'An airline travel credit available',
    'airline-credits',
    tripIds.creditAvailableFlight,
  ),
  'trips/ftc-expired': oneTrip(
    'An airline travel credit expired',
    'airline-credits',
    tripIds.creditExpiredFlight,
  ),
  'trips/ftc-redeemed': oneTrip(
    'An airline travel credit redeemed',
    'airline-credits',
    tripIds.creditRedeemedFlight,
  ),
  ...each(
    watchStates,
    (state) => `trips/watch-${watchStateIds[state]}` as const,
    (state) =>
      playing(
        `Watches in state ${state}, notified by Email, Push, Sms and MultiMethod`,
        { trips: (now) => watchFixtures(tripDays(now), state) },
        'watched',
        tripIds.watch,
      ),
  ),
  'trips/multi-city': oneTrip(
    'A multi-city of five slices on a virtual interline',
    'upcoming',
    tripIds.multiCity,
  ),
  'trips/cancel-attempt-ok': oneTrip(
    'Cancellation attempt succeeded',
    'past',
    tripIds.canceledFlight,
  ),
  'trips/cancel-attempt-failed': oneTrip(
    'Cancellation attempt failed',
    'upcoming',
    tripIds.cancellationFailedFlight,
  ),
  'trips/cancel-fees-applicable': oneTrip(
    'Cancellation fees apply',
    'upcoming',
    tripIds.cancellationFeesFlight,
  ),
  'trips/home-cancel-quote-success': oneTrip(
    'Home cancel quote ready: an upcoming, fully refundable home',
    'upcoming',
    tripIds.upcomingHome,
  ),
  'trips/home-cancel-change-quote-failure': playing(
    'Home cancel quote failed (HomeChangeQuoteFailure)',
    { trips: only(tripIds.upcomingHome), homeCancelQuoteFails: true },
    'upcoming',
    tripIds.upcomingHome,
  ),
} satisfies Record<`trips/${string}`, TripScenario>;

export type TripsScenarioId = keyof typeof tripScenarioTable;

const tableEntries = Object.entries(tripScenarioTable) as [TripsScenarioId, TripScenario][];

/** STATES §21 Trips hub: one scenario per id. */
export const tripsScenarios = Object.fromEntries(
  tableEntries.map(([id, { description, handlers }]) => [
    id,
    { description, handlers: { trips: handlers } },
  ]),
) as Record<TripsScenarioId, Scenario>;

/** Where each trips scenario's story and e2e run open: the tab, and the trip to show. */
export const tripScenarioFocus = Object.fromEntries(
  tableEntries.map(([id, { focus }]) => [id, focus]),
) as Record<TripsScenarioId, TripScenarioFocus>;
