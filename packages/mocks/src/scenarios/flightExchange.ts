import type { ExchangeFlowAnswer, Trip } from '@wayfare/domain';
import type { RequestHandler } from 'msw';
import {
  flightExchangeFixtures,
  flightExchangeTripIds,
} from '../fixtures/trips/flightExchangeFixtures';
import { tripDays } from '../fixtures/trips/tripDays';
import { tripFixtures } from '../fixtures/trips/tripFixtures';
import { tripIds } from '../fixtures/trips/tripIds';
import {
  flightExchangeCallPattern,
  type FlightExchangeBehaviour,
} from '../handlers/flightExchange';
import { tripsHandlers } from '../handlers/trips';
import { neverAnswers, type Scenario } from './scenario';
import type { TripScenarioFocus } from './trips';

interface FlightExchangeScenario {
  readonly description: string;
  readonly handlers: RequestHandler[];
  readonly focus: TripScenarioFocus;
}

/** The happy path's trips and the exchange's own: a partly flown multi-city, an airline's ticket. */
const exchangeTrips = (now: Date): Trip[] => [
  ...tripFixtures(now),
  ...flightExchangeFixtures(tripDays(now)),
];

/** A scenario of the exchange's trips with a behaviour, opening one trip's details. */
const playing = (
  description: string,
  tripId: string,
  flightExchange: FlightExchangeBehaviour = {},
): FlightExchangeScenario => ({
  description,
  handlers: tripsHandlers({ trips: exchangeTrips, flightExchange }),
  focus: { tab: 'upcoming', tripId },
});

/** The round trip exchanged in most scenarios: Toronto–Paris and back. */
const roundTrip = tripIds.upcomingFlight;

/** An exchange flow whose polls answer these, the last one again and again (products §4). */
const flowOf = (...answers: ExchangeFlowAnswer[]): FlightExchangeBehaviour => ({ flow: answers });
const quotePending: ExchangeFlowAnswer = { step: 'PriceQuotePoll', result: 'Pending' };
const bookPending: ExchangeFlowAnswer = { step: 'BookPoll', result: 'Pending' };

/** STATES §23 Flight exchange, every `{a,b}` expanded; the user steps share the eligible backend. */
const flightExchangeScenarioTable = {
  'flight-exchange/loading': {
    description: 'LoadingOrProcessing: whether the flight can be exchanged never answers',
    handlers: [
      ...neverAnswers('get', flightExchangeCallPattern('options')),
      ...tripsHandlers({ trips: exchangeTrips }),
    ],
    focus: { tab: 'upcoming', tripId: roundTrip },
  },
  'flight-exchange/slice-selection': playing(
    'SliceSelection: a multi-city with its first leg flown (Flown), legs to keep, change or remove, and room to add two',
    flightExchangeTripIds.partlyFlownMultiCity,
  ),
  'flight-exchange/change-airports': playing(
    'ChangeAirports: the multi-city, its Paris–Rome leg changed to other airports',
    flightExchangeTripIds.partlyFlownMultiCity,
  ),
  'flight-exchange/change-date-time': playing(
    'ChangeDateTime: the round trip, its return changed to another day and time of day',
    roundTrip,
  ),
  'flight-exchange/go-to-exchange': playing(
    'GoToExchange: the round trip, its return changed, reviewed before it is sent',
    roundTrip,
  ),
  'flight-exchange/change-requested': playing(
    'ChangeRequested: the exchange is quoted, booked and with the agents; the trip shows it',
    roundTrip,
  ),
  'flight-exchange/change-failed': playing(
    'ChangeFailed: the exchange fails at shop (no flights match)',
    roundTrip,
    flowOf({ step: 'Shop', result: 'Failure' }),
  ),
  'flight-exchange/contact-airline': playing(
    'ContactAirline: Air France controls the tickets',
    flightExchangeTripIds.airlineControlledFlight,
  ),
  'flight-exchange/contact-support': playing(
    'ContactSupport: a multi-city on separate tickets (ContactCustomerService)',
    tripIds.multiCity,
  ),
  'flight-exchange/ineligible': playing(
    'IneligibleForExchange: a Basic fare that allows no changes (NonExchangeable)',
    tripIds.oneWayFlight,
  ),
  'flight-exchange/itinerary-not-found': playing(
    'ItineraryNotFound: the exchange finds no itinerary for the trip (404)',
    roundTrip,
    { itineraryMissing: true },
  ),
  'flight-exchange/load-failed': playing(
    'LoadFailed: whether the flight can be exchanged answers 500',
    roundTrip,
    { optionsFail: true },
  ),
  'flight-exchange/ticketed-voidable': playing(
    'TicketedVoidable: bought in Canada an hour ago, still inside the void window',
    tripIds.voidableCanadaFlight,
  ),
  'flight-exchange/legacy-ticketed-voidable': playing(
    'LegacyTicketedVoidable: the same, ticketed on the legacy system',
    tripIds.voidableCanadaFlight,
    { legacyTicketing: true },
  ),
  'flight-exchange/too-many-attempts': playing(
    'TooManyAttemptsSupport: three exchanges of the booking failed already',
    roundTrip,
    { failedAttempts: 3 },
  ),
  'flight-exchange/flow-quote-pending': playing(
    'The exchange waits on the price quote: its poll stays Pending',
    roundTrip,
    flowOf(quotePending),
  ),
  'flight-exchange/flow-quote-failed': playing(
    'The exchange fails at the price quote',
    roundTrip,
    flowOf(quotePending, { step: 'PriceQuotePoll', result: 'Failure' }),
  ),
  'flight-exchange/flow-book-pending': playing(
    'The exchange waits on the booking: its poll stays Pending',
    roundTrip,
    flowOf(quotePending, bookPending),
  ),
  'flight-exchange/flow-book-failed': playing(
    'The exchange fails at the booking',
    roundTrip,
    flowOf(quotePending, bookPending, { step: 'BookPoll', result: 'Failure' }),
  ),
  'flight-exchange/flow-agent-fulfil-failed': playing(
    'The exchange fails when handed to the agents (agent fulfil)',
    roundTrip,
    flowOf(quotePending, bookPending, { step: 'AgentFulfil', result: 'Failure' }),
  ),
} satisfies Record<`flight-exchange/${string}`, FlightExchangeScenario>;

export type FlightExchangeScenarioId = keyof typeof flightExchangeScenarioTable;

const tableEntries = Object.entries(flightExchangeScenarioTable) as [
  FlightExchangeScenarioId,
  FlightExchangeScenario,
][];

/** STATES §23 Flight exchange: one scenario per id, each overriding the trips area. */
export const flightExchangeScenarios = Object.fromEntries(
  tableEntries.map(([id, { description, handlers }]) => [
    id,
    { description, handlers: { trips: handlers } },
  ]),
) as Record<FlightExchangeScenarioId, Scenario>;

/** The trip each flight exchange scenario's story and e2e run open (its tab, and the trip). */
export const flightExchangeScenarioFocus = Object.fromEntries(
  tableEntries.map(([id, { focus }]) => [id, focus]),
) as Record<FlightExchangeScenarioId, TripScenarioFocus>;
