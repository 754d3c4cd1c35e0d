import {
  eligibleFlightExchangeOf,
  type EligibleFlightExchange,
  type ExchangeFlowAnswer,
  type FlightExchangeLoad,
  type FlightExchangeRefusal,
  type FlightExchangeRequest,
  type FlightExchangeSubmission,
  type Trip,
} from '@wayfare/domain';
import {
  exchangeAirports,
  flightExchangeFixtures,
  flightExchangeTripIds,
  requestedExchangeFlow,
  tripDays,
} from '@wayfare/mocks';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { fn } from 'storybook/test';
import { roundTripFlight } from './itineraryStoryTrips';

// The flight exchange modal's backend as its stories and tests fake it: the options of the story
// trips at the frozen clock (1 July 2026), the mocks' airports, and exchanges that answer at once,
// never, or fail at a step.

function exchangeOf(trip: Trip | undefined): EligibleFlightExchange {
  if (trip?.flight === undefined) throw new Error('A story exchange needs a flight.');
  return eligibleFlightExchangeOf(trip.flight.itinerary, frozenNow);
}

/** The round trip Toronto–Paris of 10 to 17 July, both ways to keep or change. */
export const roundTripExchange = exchangeOf(roundTripFlight);

/**
 * The mocks' multi-city Montréal, Paris, Rome and home, its first leg flown on 28 June: every slice
 * action (Flown, Keep, Change, Remove, and Add up to 5 flights).
 */
export const multiCityExchange = exchangeOf(
  flightExchangeFixtures(tripDays(frozenNow)).find(
    ({ id }) => id === flightExchangeTripIds.partlyFlownMultiCity,
  ),
);

/** The loads of the modal: eligible with the airports, or refused with a reason. */
export const eligibleLoad = (options: EligibleFlightExchange): FlightExchangeLoad => ({
  found: true,
  options,
  airports: exchangeAirports,
});

export const refusedLoad = (refusal: FlightExchangeRefusal): FlightExchangeLoad => ({
  found: true,
  options: { eligibility: 'NotEligible', refusal },
  airports: [],
});

/** Each refusal the backend gives (products §2 screen states), as the stories show them. */
export const storyRefusals = {
  ContactAirline: {
    reason: 'ContactAirline',
    airline: { code: 'AF', name: 'Air France' },
    locator: 'AF7QK2M',
  },
  ContactSupport: { reason: 'ContactSupport' },
  IneligibleForExchange: { reason: 'IneligibleForExchange', cause: 'NonExchangeableFare' },
  TicketedVoidable: { reason: 'TicketedVoidable', voidWindowCountry: 'CA' },
  LegacyTicketedVoidable: { reason: 'LegacyTicketedVoidable' },
  TooManyAttemptsSupport: { reason: 'TooManyAttemptsSupport', attempts: 3 },
} as const satisfies Record<FlightExchangeRefusal['reason'], FlightExchangeRefusal>;

type Submit = (
  request: FlightExchangeRequest,
  onProgress: (answer: ExchangeFlowAnswer) => void,
) => Promise<FlightExchangeSubmission>;

/**
 * A submit whose poll gives these answers in turn, then settles on the last one: by default the
 * happy path's, quoted and booked, then with the agents.
 */
export function settlingSubmit(answers: readonly ExchangeFlowAnswer[] = requestedExchangeFlow) {
  return fn<Submit>((_request, onProgress) => {
    for (const answer of answers) onProgress(answer);
    const last = answers.at(-1);
    return Promise.resolve(
      last === undefined ? { outcome: 'no-answer' } : { outcome: 'settled', answer: last },
    );
  });
}

/** A submit whose poll gives these answers, then never settles: the modal keeps waiting. */
export function waitingSubmit(answers: readonly ExchangeFlowAnswer[]) {
  return fn<Submit>((_request, onProgress) => {
    for (const answer of answers) onProgress(answer);
    return new Promise<FlightExchangeSubmission>(() => undefined);
  });
}

/** A submit that could not be sent. */
export const unreachableSubmit = () =>
  fn<Submit>(() => Promise.reject(new Error('The fake backend refused the call.')));
