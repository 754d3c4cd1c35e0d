import {
  apiBasePath,
  homeCancelRequestSchema,
  scheduleChangeChoiceRequestSchema,
  travelerEditRequestSchema,
  tripCalls,
  tripEmailRequestSchema,
  tripListTabIdSchema,
  tripsInTab,
  tripTimeState,
  type Fiat,
  type HomeCancelQuote,
  type HomeCancelQuoteResponse,
  type Trip,
  type TripCall,
  type TripListResponse,
  type TripListTabId,
  type TripResponse,
} from '@wayfare/domain';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { tripFixtures } from '../fixtures/trips/tripFixtures';
import { flightCancelHandlers, type FlightCancelBehaviour } from './flightCancel';
import { flightExchangeHandlers, type FlightExchangeBehaviour } from './flightExchange';
import { listingFixtureById } from './listingById';
import { mockNow } from './mockClock';
import { purchasedTrips } from './purchasedTrips';
import { bodyOf } from './requestBody';
import {
  currentTrips,
  issueHomeCancelQuote,
  issuedHomeCancelQuote,
  recordTripEdit,
} from './tripsState';

/** How a scenario bends the trips area; each part defaults to the happy path. */
export interface TripsBehaviour {
  /** The trips the session starts from, as of `now`; the happy path's `tripFixtures` by default. */
  readonly trips?: (now: Date) => Trip[];
  /** Tabs that answer no trips, whatever the session holds (`trips/<tab>/empty`). */
  readonly emptyTabs?: readonly TripListTabId[];
  /** home-cancel/quote answers HomeChangeQuoteFailure for a home it could otherwise quote. */
  readonly homeCancelQuoteFails?: boolean;
  /** The self-serve flight cancellation's answers (`flight-cancel/…`). */
  readonly flightCancel?: FlightCancelBehaviour;
  /** The flight exchange's calls (handlers/flightExchange.ts), part of this area. */
  readonly flightExchange?: FlightExchangeBehaviour;
}

/** The address pattern of a trip call, `{tripId}` as the `:tripId` parameter. */
export const tripCallPattern = (call: TripCall) =>
  `*${apiBasePath}${tripCalls[call].path.replace('{tripId}', ':tripId')}`;

type TripParams = { tripId: string };

/** A handler of one trip call, with its method from the domain. */
function answer(call: TripCall, resolver: HttpResponseResolver<TripParams, DefaultBodyType>) {
  const method = tripCalls[call].method === 'GET' ? http.get : http.post;
  return method<TripParams, DefaultBodyType, DefaultBodyType>(tripCallPattern(call), resolver);
}

const refused = (status: 400 | 404 | 409, message: string) =>
  HttpResponse.json({ message }, { status });
const invalid = () => refused(400, 'Invalid Request.');

const share = (amount: Fiat, part: number): Fiat => ({
  ...amount,
  value: Math.round(amount.value * part * 100) / 100,
});

/**
 * What cancelling a home refunds, from its total and its listing's cancellation policy (ours: the
 * spec gives no rule): a flexible (fully refundable) policy refunds everything, a partially
 * refundable one half (the listings say "50% refund"), any other nothing; the rest is the penalty.
 */
function homeCancelAmounts(trip: Trip, total: Fiat): Omit<HomeCancelQuote, 'quoteId'> {
  const policy = listingFixtureById(trip.home?.listingId)?.pricing.cancellationPolicy.policy;
  const refunded = policy === 'FullyRefundable' ? 1 : policy === 'PartiallyRefundable' ? 0.5 : 0;
  const refund = share(total, refunded);
  return {
    refund,
    penalty: { ...total, value: Math.round((total.value - refund.value) * 100) / 100 },
  };
}

/** Whether a trip's home can be cancelled online: the total it would refund from, or why not. */
function homeCancellability(
  trip: Trip,
  now: Date,
): { readonly total: Fiat } | { readonly refusal: string } {
  if (trip.kind !== 'Home' || !trip.home) return { refusal: `Trip ${trip.id} is not a home.` };
  if (!trip.home.isCancellable || tripTimeState(trip, now) !== 'Future')
    return { refusal: `The home of trip ${trip.id} can no longer be cancelled online.` };
  if (!trip.total) return { refusal: `Trip ${trip.id} has no total to refund.` };
  return { total: trip.total };
}

/**
 * The trips area (ours, under /api/v0/itinerary/trips; products §2 to §4, §8): the hub's tabs and
 * a trip's details and modals, over the session's trips: those a scenario starts from (made for
 * the current day: stories and tests freeze it) and the homes booked in this session, with the
 * changes made to them since (a new email, a watch stopped, a home cancelled).
 */
export function tripsHandlers(behaviour: TripsBehaviour = {}) {
  const initial = behaviour.trips ?? tripFixtures;
  const sessionTrips = (now: Date) => currentTrips([...purchasedTrips(), ...initial(now)]);
  const tripOf = (tripId: string, now: Date) => sessionTrips(now).find(({ id }) => id === tripId);
  const unknown = (tripId: string) => refused(404, `No trip ${tripId}.`);
  const changed = (tripId: string, now: Date) => {
    const trip = tripOf(tripId, now);
    return trip ? HttpResponse.json<TripResponse>({ trip }) : unknown(tripId);
  };

  return [
    answer('list', ({ request }) => {
      const tab = tripListTabIdSchema.safeParse(new URL(request.url).searchParams.get('tab'));
      if (!tab.success) return refused(400, 'Unknown or missing tab.');
      if (behaviour.emptyTabs?.includes(tab.data)) return HttpResponse.json({ trips: [] });
      const now = mockNow();
      return HttpResponse.json<TripListResponse>({
        trips: tripsInTab(sessionTrips(now), tab.data, now),
      });
    }),
    answer('details', ({ params }) => changed(params.tripId, mockNow())),
    answer('resendConfirmation', async ({ request, params }) => {
      const body = await bodyOf(request, tripEmailRequestSchema);
      if (!body) return invalid();
      const trip = tripOf(params.tripId, mockNow());
      if (!trip) return unknown(params.tripId);
      if (trip.locator === undefined) return refused(409, `Trip ${trip.id} has no confirmation.`);
      return HttpResponse.json({});
    }),
    answer('changeEmail', async ({ request, params }) => {
      const body = await bodyOf(request, tripEmailRequestSchema);
      if (!body) return invalid();
      const now = mockNow();
      if (!tripOf(params.tripId, now)) return unknown(params.tripId);
      recordTripEdit({ kind: 'email', tripId: params.tripId, email: body.email });
      return changed(params.tripId, now);
    }),
    answer('requestTravelerEdit', async ({ request, params }) => {
      const body = await bodyOf(request, travelerEditRequestSchema);
      if (!body) return invalid();
      const trip = tripOf(params.tripId, mockNow());
      if (!trip) return unknown(params.tripId);
      if (!trip.travelers.some(({ name }) => name === body.travelerName))
        return refused(400, `No traveler ${body.travelerName} on trip ${trip.id}.`);
      return HttpResponse.json({});
    }),
    answer('stopWatching', ({ params }) => {
      const trip = tripOf(params.tripId, mockNow());
      if (!trip) return unknown(params.tripId);
      if (trip.kind !== 'Watch') return refused(409, `Trip ${trip.id} is not a watch.`);
      recordTripEdit({ kind: 'stop-watching', tripId: trip.id });
      return HttpResponse.json({});
    }),
    answer('scheduleChangeChoice', async ({ request, params }) => {
      const body = await bodyOf(request, scheduleChangeChoiceRequestSchema);
      if (!body) return invalid();
      const now = mockNow();
      const trip = tripOf(params.tripId, now);
      if (!trip) return unknown(params.tripId);
      if (!trip.flight?.scheduleChange)
        return refused(409, `Trip ${trip.id} has no schedule change to answer.`);
      recordTripEdit({ kind: 'schedule-change', tripId: trip.id, choice: body.choice });
      return changed(trip.id, now);
    }),
    answer('homeCancelQuote', ({ params }) => {
      const now = mockNow();
      const trip = tripOf(params.tripId, now);
      if (!trip) return unknown(params.tripId);
      const cancellability = homeCancellability(trip, now);
      if ('refusal' in cancellability) return refused(409, cancellability.refusal);
      if (behaviour.homeCancelQuoteFails)
        return HttpResponse.json<HomeCancelQuoteResponse>({ outcome: 'HomeChangeQuoteFailure' });
      return HttpResponse.json<HomeCancelQuoteResponse>({
        outcome: 'HomeCancelQuoteSuccess',
        quote: issueHomeCancelQuote(trip.id, homeCancelAmounts(trip, cancellability.total)),
      });
    }),
    answer('homeCancel', async ({ request, params }) => {
      const body = await bodyOf(request, homeCancelRequestSchema);
      if (!body) return invalid();
      const now = mockNow();
      const trip = tripOf(params.tripId, now);
      if (!trip) return unknown(params.tripId);
      const cancellability = homeCancellability(trip, now);
      if ('refusal' in cancellability) return refused(409, cancellability.refusal);
      if (issuedHomeCancelQuote(body.quoteId)?.tripId !== trip.id)
        return refused(409, `Quote ${body.quoteId} is not a cancel quote of trip ${trip.id}.`);
      recordTripEdit({ kind: 'home-cancel', tripId: trip.id });
      return changed(trip.id, now);
    }),
    ...flightCancelHandlers({ tripOf, behaviour: behaviour.flightCancel }),
    ...flightExchangeHandlers(tripOf, behaviour.flightExchange),
  ];
}
