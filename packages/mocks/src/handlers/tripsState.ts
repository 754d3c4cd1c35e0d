import type {
  FlightCancellationOutcome,
  FlightCancelOffer,
  FutureTravelCredit,
  HomeCancelQuote,
  ItineraryTag,
  ScheduleChangeChoice,
  Trip,
} from '@wayfare/domain';
import { sessionState } from './sessionScope';

/** One change the traveler made to their trips this session. */
export type TripEdit =
  | { readonly kind: 'email'; readonly tripId: string; readonly email: string }
  | { readonly kind: 'stop-watching'; readonly tripId: string }
  | {
      readonly kind: 'schedule-change';
      readonly tripId: string;
      readonly choice: ScheduleChangeChoice;
    }
  | { readonly kind: 'home-cancel'; readonly tripId: string }
  /**
   * The flight is cancelled, for every traveler (self-serve flight cancellation, or the airline
   * did it first): with the airline travel credit it left, when it left one.
   */
  | {
      readonly kind: 'flight-cancel';
      readonly tripId: string;
      readonly travelCredit?: Pick<FutureTravelCredit, 'amount' | 'expiresOn'>;
    }
  /** A cancellation of the flight was asked for and the airline has still to confirm it. */
  | { readonly kind: 'flight-cancel-pending'; readonly tripId: string }
  /** A flight exchange reached the agents (products §4 "agent fulfil"): they finish it. */
  | { readonly kind: 'exchange-requested'; readonly tripId: string; readonly requestedAt: string };

/** A home cancel quote the fake backend gave, and the trip it is for. */
export interface IssuedHomeCancelQuote extends HomeCancelQuote {
  readonly tripId: string;
}

/** A flight cancellation offer the fake backend gave, and the trip it is for. */
export interface IssuedFlightCancelOffer {
  readonly tripId: string;
  readonly offer: FlightCancelOffer;
}

/** One cancel call the fake backend answered: on which offer, and what it answered. */
export interface FlightCancelAttempt {
  readonly tripId: string;
  readonly offerId: string;
  readonly outcome: FlightCancellationOutcome;
}

/**
 * A flight exchange the fake backend scheduled: its trip, how often it was polled, and how it
 * ended once it did (a failed one counts against the booking's attempts).
 */
export interface IssuedFlightExchange {
  readonly exchangeId: string;
  readonly tripId: string;
  readonly polls: number;
  readonly outcome?: 'requested' | 'failed';
}

/**
 * The session's trip changes, cancel quotes, flight cancellation offers and flight exchanges as
 * plain JSON.
 */
export interface TripsStateSnapshot {
  readonly edits: readonly TripEdit[];
  readonly quotes: readonly IssuedHomeCancelQuote[];
  /** Absent from a snapshot saved before flight cancellation: none. */
  readonly flightCancelOffers?: readonly IssuedFlightCancelOffer[];
  readonly flightCancelAttempts?: readonly FlightCancelAttempt[];
  /** Absent from a snapshot stored before exchanges were kept. */
  readonly exchanges?: readonly IssuedFlightExchange[];
}

interface TripsState {
  edits: TripEdit[];
  quotes: IssuedHomeCancelQuote[];
  flightCancelOffers: IssuedFlightCancelOffer[];
  flightCancelAttempts: FlightCancelAttempt[];
  exchanges: IssuedFlightExchange[];
}

// The session's changes in order, replayed over whichever trips a scenario starts from: the
// fixtures are made afresh for each call (their days move with the clock), the changes stay.
const trips = sessionState<TripsState>(() => ({
  edits: [],
  quotes: [],
  flightCancelOffers: [],
  flightCancelAttempts: [],
  exchanges: [],
}));

function apply(current: Trip[], edit: TripEdit): Trip[] {
  if (edit.kind === 'stop-watching') return current.filter((trip) => trip.id !== edit.tripId);
  return current.map((trip) => (trip.id === edit.tripId ? edited(trip, edit) : trip));
}

function edited(trip: Trip, edit: Exclude<TripEdit, { kind: 'stop-watching' }>): Trip {
  switch (edit.kind) {
    case 'email':
      return { ...trip, email: edit.email };
    // Either choice hands the change over (to the agents' queue or to the airline): the traveler
    // is not asked again.
    case 'schedule-change': {
      if (!trip.flight) return trip;
      const { scheduleChange: _answered, ...flight } = trip.flight;
      return { ...trip, flight };
    }
    case 'home-cancel':
      return {
        ...trip,
        status: 'Canceled',
        cancellationEvent: 'CancellationAttemptOk',
        ...(trip.home ? { home: { ...trip.home, isCancellable: false } } : {}),
      };
    case 'flight-cancel':
      return cancelledFlight(trip, edit.travelCredit);
    case 'flight-cancel-pending':
      return trip.flight
        ? withFlightTags(trip, trip.flight.itinerary.tags, ['CancellationPending'])
        : trip;
    // The change is with the agents: the flight says so (its notice) and its booking is pending
    // again (products §3 tag BookingPending) until they email the new itinerary.
    case 'exchange-requested': {
      if (!trip.flight) return trip;
      const requested = withFlightTags(trip, trip.flight.itinerary.tags, ['BookingPending']);
      return requested.flight
        ? {
            ...requested,
            flight: { ...requested.flight, exchangeRequest: { requestedAt: edit.requestedAt } },
          }
        : requested;
    }
  }
}

/** The trip with its flight's tags: some taken off, some added (each once). */
function withFlightTags(
  trip: Trip,
  tags: readonly ItineraryTag[],
  added: readonly ItineraryTag[],
): Trip {
  if (!trip.flight) return trip;
  const { itinerary } = trip.flight;
  return {
    ...trip,
    flight: {
      ...trip.flight,
      itinerary: { ...itinerary, tags: [...new Set([...tags, ...added])] },
    },
  };
}

/**
 * A cancelled flight (products §4, §8): booking and ticket Canceled, the cancellation attempt
 * succeeded, no longer pending; an airline travel credit it left is available (products §3), so
 * the trip is also listed under Airline travel credits.
 */
function cancelledFlight(
  trip: Trip,
  travelCredit: Pick<FutureTravelCredit, 'amount' | 'expiresOn'> | undefined,
): Trip {
  if (!trip.flight) return trip;
  const kept = trip.flight.itinerary.tags.filter((tag) => tag !== 'CancellationPending');
  const tagged = withFlightTags(trip, kept, travelCredit ? ['Canceled', 'Ftc'] : ['Canceled']);
  return {
    ...tagged,
    status: 'Canceled',
    cancellationEvent: 'CancellationAttemptOk',
    flight: {
      ...(tagged.flight ?? trip.flight),
      ticketStatus: 'Canceled',
      ...(travelCredit ? { futureTravelCredit: { state: 'available', ...travelCredit } } : {}),
    },
  };
}

/** The trips a scenario started from, with this session's changes applied. */
export function currentTrips(initial: readonly Trip[]): Trip[] {
  return trips.get().edits.reduce(apply, [...initial]);
}

export function recordTripEdit(edit: TripEdit): void {
  trips.get().edits.push(edit);
}

/** Keeps a quote, under a new id counted from 1, so that the cancel it leads to can name it. */
export function issueHomeCancelQuote(
  tripId: string,
  amounts: Omit<HomeCancelQuote, 'quoteId'>,
): HomeCancelQuote {
  const { quotes } = trips.get();
  const quote = { quoteId: `home-cancel-quote-${quotes.length + 1}`, ...amounts };
  quotes.push({ ...quote, tripId });
  return quote;
}

export const issuedHomeCancelQuote = (quoteId: string): IssuedHomeCancelQuote | undefined =>
  trips.get().quotes.find((quote) => quote.quoteId === quoteId);

/** Keeps an offer, under a new id counted from 1, so that the cancel it leads to can name it. */
export function issueFlightCancelOffer(
  tripId: string,
  offer: Omit<FlightCancelOffer, 'offerId'>,
): FlightCancelOffer {
  const { flightCancelOffers } = trips.get();
  const issued = { offerId: `flight-cancel-offer-${flightCancelOffers.length + 1}`, ...offer };
  flightCancelOffers.push({ tripId, offer: issued });
  return issued;
}

export const issuedFlightCancelOffer = (offerId: string): IssuedFlightCancelOffer | undefined =>
  trips.get().flightCancelOffers.find(({ offer }) => offer.offerId === offerId);

/** Remembers what a cancel call answered, so that the same request is answered the same. */
export function recordFlightCancelAttempt(attempt: FlightCancelAttempt): void {
  trips.get().flightCancelAttempts.push(attempt);
}

/** The cancel calls answered for a trip this session, in order. */
export const flightCancelAttemptsOf = (tripId: string): FlightCancelAttempt[] =>
  trips.get().flightCancelAttempts.filter((attempt) => attempt.tripId === tripId);

/** Keeps a new flight exchange of a trip, under an id counted from 1. */
export function issueFlightExchange(tripId: string): IssuedFlightExchange {
  const { exchanges } = trips.get();
  const exchange = { exchangeId: `flight-exchange-${exchanges.length + 1}`, tripId, polls: 0 };
  exchanges.push(exchange);
  return exchange;
}

export const issuedFlightExchange = (exchangeId: string): IssuedFlightExchange | undefined =>
  trips.get().exchanges.find((exchange) => exchange.exchangeId === exchangeId);

function updateFlightExchange(
  exchangeId: string,
  change: (exchange: IssuedFlightExchange) => IssuedFlightExchange,
): IssuedFlightExchange | undefined {
  const state = trips.get();
  const index = state.exchanges.findIndex((exchange) => exchange.exchangeId === exchangeId);
  const current = state.exchanges[index];
  if (current === undefined) return undefined;
  const next = change(current);
  state.exchanges[index] = next;
  return next;
}

/** Counts one more poll of an exchange: the exchange as it now is, if there is one. */
export const countFlightExchangePoll = (exchangeId: string) =>
  updateFlightExchange(exchangeId, (exchange) => ({ ...exchange, polls: exchange.polls + 1 }));

/** Records how an exchange ended; the first ending stands. */
export const settleFlightExchange = (exchangeId: string, outcome: 'requested' | 'failed') =>
  updateFlightExchange(exchangeId, (exchange) => ({
    ...exchange,
    outcome: exchange.outcome ?? outcome,
  }));

/** How many exchanges of a trip failed this session. */
export const failedFlightExchanges = (tripId: string): number =>
  trips
    .get()
    .exchanges.filter((exchange) => exchange.tripId === tripId && exchange.outcome === 'failed')
    .length;

export function snapshotTripsState(): TripsStateSnapshot {
  const { edits, quotes, flightCancelOffers, flightCancelAttempts, exchanges } = trips.get();
  return {
    edits: [...edits],
    quotes: [...quotes],
    flightCancelOffers: [...flightCancelOffers],
    flightCancelAttempts: [...flightCancelAttempts],
    exchanges: [...exchanges],
  };
}

export function restoreTripsState(snapshot: TripsStateSnapshot): void {
  trips.set({
    edits: [...snapshot.edits],
    quotes: [...snapshot.quotes],
    flightCancelOffers: [...(snapshot.flightCancelOffers ?? [])],
    flightCancelAttempts: [...(snapshot.flightCancelAttempts ?? [])],
    exchanges: [...(snapshot.exchanges ?? [])],
  });
}

/** Forgets the session's changes, quotes, flight cancellation offers and flight exchanges. */
export function resetTripsState(): void {
  restoreTripsState({ edits: [], quotes: [] });
}
