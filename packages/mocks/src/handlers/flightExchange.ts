import {
  apiBasePath,
  eligibleFlightExchangeOf,
  exchangeRequestProblem,
  flightExchangeCalls,
  flightExchangePollRequestSchema,
  flightExchangeRequestSchema,
  isExchangeFlowSettled,
  isItineraryFlown,
  isWithinVoidWindow,
  type ExchangeFlowAnswer,
  type FlightExchangeAirportsResponse,
  type FlightExchangeCall,
  type FlightExchangeOptions,
  type FlightExchangePollResponse,
  type FlightExchangeRefusal,
  type FlightExchangeScheduleResponse,
  type Trip,
  type TripFlight,
} from '@wayfare/domain';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { exchangeAirports } from '../fixtures/trips/exchangeAirports';
import { airlines } from '../fixtures/trips/tripPlaces';
import { bodyOf } from './requestBody';
import { mockNow } from './mockClock';
import {
  countFlightExchangePoll,
  failedFlightExchanges,
  issueFlightExchange,
  issuedFlightExchange,
  recordTripEdit,
  settleFlightExchange,
} from './tripsState';

/** How a scenario bends the flight exchange; each part defaults to the happy path. */
export interface FlightExchangeBehaviour {
  /** The options answer 404: the backend finds no itinerary to exchange. */
  readonly itineraryMissing?: boolean;
  /** The options answer 500. */
  readonly optionsFail?: boolean;
  /** The tickets were issued on the legacy system (LegacyTicketedVoidable inside the void window). */
  readonly legacyTicketing?: boolean;
  /** Exchanges of each trip that failed before the session began. */
  readonly failedAttempts?: number;
  /**
   * What the exchange's polls answer, in order; the last one again and again. By default the
   * price quote and the booking are each pending once, then the request is with the agents.
   */
  readonly flow?: readonly ExchangeFlowAnswer[];
}

/** Failed exchanges after which only an agent changes the booking (ours). */
export const maxFlightExchangeAttempts = 3;

/** The happy path's exchange: quoted, booked, and with the agents, a poll a step. */
export const requestedExchangeFlow: readonly ExchangeFlowAnswer[] = [
  { step: 'PriceQuotePoll', result: 'Pending' },
  { step: 'BookPoll', result: 'Pending' },
  { step: 'AgentFulfil', result: 'Success' },
];

/** The address pattern of a flight exchange call, `{tripId}` as the `:tripId` parameter. */
export const flightExchangeCallPattern = (call: FlightExchangeCall) =>
  `*${apiBasePath}${flightExchangeCalls[call].path.replace('{tripId}', ':tripId')}`;

type TripParams = { tripId: string };

function answer(
  call: FlightExchangeCall,
  resolver: HttpResponseResolver<TripParams, DefaultBodyType>,
) {
  const method = flightExchangeCalls[call].method === 'GET' ? http.get : http.post;
  return method<TripParams, DefaultBodyType, DefaultBodyType>(
    flightExchangeCallPattern(call),
    resolver,
  );
}

const refused = (status: 400 | 404 | 409 | 500, message: string) =>
  HttpResponse.json({ message }, { status });

/** Why a flight cannot be exchanged online, or undefined when it can (ours: the backend's rules). */
function refusalOf(
  trip: Trip,
  flight: TripFlight,
  now: Date,
  behaviour: FlightExchangeBehaviour,
): FlightExchangeRefusal | undefined {
  const { itinerary } = flight;
  const { tags } = itinerary;
  const attempts = (behaviour.failedAttempts ?? 0) + failedFlightExchanges(trip.id);
  if (attempts >= maxFlightExchangeAttempts) return { reason: 'TooManyAttemptsSupport', attempts };
  if (tags.includes('AirlineControl') || tags.includes('ContactAirline')) {
    const code = itinerary.slices[0]?.segments[0]?.marketingAirline.code ?? '';
    const name = (airlines as Record<string, string | undefined>)[code] ?? code;
    const locator =
      itinerary.locators?.airline.find((each) => each.airlineCode === code)?.locator ??
      trip.locator ??
      trip.id;
    return { reason: 'ContactAirline', airline: { code, name }, locator };
  }
  if (tags.includes('ContactCustomerService') || tags.includes('MultiProvider'))
    return { reason: 'ContactSupport' };
  const ineligible = (
    cause: Extract<FlightExchangeRefusal, { reason: 'IneligibleForExchange' }>['cause'],
  ) => ({ reason: 'IneligibleForExchange', cause }) as const;
  if (trip.status === 'Canceled' || tags.includes('Canceled')) return ineligible('Canceled');
  if (flight.exchangeRequest) return ineligible('ChangeAlreadyRequested');
  if (
    trip.status === 'Pending' ||
    tags.includes('BookingPending') ||
    flight.ticketStatus !== 'Ticketed'
  )
    return ineligible('NotTicketed');
  // products §9: inside the void window a cancellation refunds everything; no exchange then.
  const voidable = isWithinVoidWindow({
    purchasedAt: new Date(trip.bookedAt),
    now,
    country: flight.purchaseCountry,
  });
  if (voidable)
    return behaviour.legacyTicketing
      ? { reason: 'LegacyTicketedVoidable' }
      : { reason: 'TicketedVoidable', voidWindowCountry: flight.purchaseCountry };
  if (tags.includes('NonExchangeable')) return ineligible('NonExchangeableFare');
  if (isItineraryFlown(itinerary, now)) return ineligible('AllFlown');
  return undefined;
}

/** What the options call answers for a flight trip. */
function optionsOf(
  trip: Trip,
  flight: TripFlight,
  now: Date,
  behaviour: FlightExchangeBehaviour,
): FlightExchangeOptions {
  const refusal = refusalOf(trip, flight, now, behaviour);
  return refusal
    ? { eligibility: 'NotEligible', refusal }
    : eligibleFlightExchangeOf(flight.itinerary, now);
}

/**
 * The flight exchange (ours, under /api/v0/itinerary/trips/{tripId}/flight-exchange; products §2
 * "exchange flight", §4 the exchange flow): part of the trips area, over the session's trips.
 * Whether a flight can be exchanged follows its tags, tickets, void window and flown slices; a
 * scheduled exchange answers its polls from `behaviour.flow`, and once the request reaches the
 * agents the trip records it (an edit of the session, like a cancelled home).
 */
export function flightExchangeHandlers(
  tripOf: (tripId: string, now: Date) => Trip | undefined,
  behaviour: FlightExchangeBehaviour = {},
) {
  const flow = behaviour.flow?.length ? behaviour.flow : requestedExchangeFlow;
  /** The trip and its flight, or the answer that says why there is none. */
  const flightOf = (tripId: string, now: Date) => {
    const trip = tripOf(tripId, now);
    if (!trip) return { response: refused(404, `No trip ${tripId}.`) };
    if (!trip.flight) return { response: refused(409, `Trip ${tripId} has no flight.`) };
    return { trip, flight: trip.flight };
  };

  return [
    answer('options', ({ params }) => {
      const now = mockNow();
      const found = flightOf(params.tripId, now);
      if ('response' in found) return found.response;
      if (behaviour.itineraryMissing)
        return refused(404, `No itinerary to exchange for trip ${params.tripId}.`);
      if (behaviour.optionsFail) return refused(500, 'The exchange service is unavailable.');
      return HttpResponse.json<FlightExchangeOptions>(
        optionsOf(found.trip, found.flight, now, behaviour),
      );
    }),
    answer('airports', ({ params }) => {
      const found = flightOf(params.tripId, mockNow());
      if ('response' in found) return found.response;
      return HttpResponse.json<FlightExchangeAirportsResponse>({
        airports: [...exchangeAirports],
      });
    }),
    answer('schedule', async ({ request, params }) => {
      const body = await bodyOf(request, flightExchangeRequestSchema);
      if (!body) return refused(400, 'Invalid Request.');
      const now = mockNow();
      const found = flightOf(params.tripId, now);
      if ('response' in found) return found.response;
      const options = optionsOf(found.trip, found.flight, now, behaviour);
      if (options.eligibility !== 'Eligible')
        return refused(409, `Trip ${params.tripId} cannot be exchanged online.`);
      const problem = exchangeRequestProblem(options, body);
      if (problem) return refused(400, problem);
      const { exchangeId } = issueFlightExchange(found.trip.id);
      return HttpResponse.json<FlightExchangeScheduleResponse>({ exchangeId });
    }),
    answer('poll', async ({ request, params }) => {
      const body = await bodyOf(request, flightExchangePollRequestSchema);
      if (!body) return refused(400, 'Invalid Request.');
      if (issuedFlightExchange(body.exchangeId)?.tripId !== params.tripId)
        return refused(404, `No exchange ${body.exchangeId} of trip ${params.tripId}.`);
      const polled = countFlightExchangePoll(body.exchangeId);
      const next = flow[Math.min((polled?.polls ?? 1) - 1, flow.length - 1)] ?? flow[0];
      if (!next) return refused(500, 'The exchange has no answer.');
      if (!isExchangeFlowSettled(next))
        return HttpResponse.json<FlightExchangePollResponse>({ ...next });
      if (next.result === 'Failure') {
        settleFlightExchange(body.exchangeId, 'failed');
        return HttpResponse.json<FlightExchangePollResponse>({ ...next });
      }
      const now = mockNow();
      if (polled?.outcome === undefined)
        recordTripEdit({
          kind: 'exchange-requested',
          tripId: params.tripId,
          requestedAt: now.toISOString(),
        });
      settleFlightExchange(body.exchangeId, 'requested');
      const trip = tripOf(params.tripId, now);
      return HttpResponse.json<FlightExchangePollResponse>({ ...next, ...(trip ? { trip } : {}) });
    }),
  ];
}
