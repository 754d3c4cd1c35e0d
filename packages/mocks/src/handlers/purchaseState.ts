import type {
  Fiat,
  FlightBooking,
  FlightPassengersRequest,
  FlightPriceQuote,
  HotelBooking,
  HotelPriceQuote,
} from '@wayfare/domain';
import type { FlightShopOptions } from '../fixtures/flights/flightShop';
import type { FlightQuoteAsked } from './flightChosenFares';
import type { HotelQuoteAsked } from './hotelPriceQuote';
import type { QuoteRequest } from './quoteRequest';
import { sessionState } from './sessionScope';

/** A quote session the fake backend scheduled: what it was asked for, and what My Trips needs of it. */
export interface QuoteSession {
  readonly request: QuoteRequest;
  readonly orderedProductId: string;
  /** A hotel quote's request; absent for a vacation rental's. */
  readonly hotel?: HotelQuoteAsked;
  /** The hotel quote it settled at: what its booking books. */
  readonly hotelQuote?: HotelPriceQuote;
  /** A flight quote's request; absent for other products'. */
  readonly flight?: FlightQuoteAsked;
  /** The shop that sold the flight's fares, when a scenario's: My Trips finds them in it again. */
  readonly flightShop?: FlightShopOptions;
  /** The flight quote it settled at: what its booking tickets. */
  readonly flightQuote?: FlightPriceQuote;
  /** The passengers and contact the passengers call took: who the booking tickets, and who hears. */
  readonly flightPassengers?: Pick<
    FlightPassengersRequest,
    'passengers' | 'emailAddress' | 'phoneNumber'
  >;
  /** The price it settled at: the booked home's total and receipt. */
  readonly priced?: {
    readonly sellPrice: Fiat;
    readonly groupedItems: readonly { readonly label: string; readonly amount: Fiat }[];
  };
  /** The main guest added to it: the booked home's traveler and email. */
  readonly mainGuest?: {
    readonly name: string;
    readonly emailAddress?: string;
    /** YYYY-MM-DD, when the traveler has one: a hotel's check-in age is checked against it. */
    readonly dateOfBirth?: string;
  };
}

/** A booking the fake backend scheduled: the quote it books and its reservation's number. */
export interface FulfilSession {
  readonly quoteToken: string;
  readonly sequence: number;
  /** How it was paid, as a receipt prints it ("Visa ending in 4417"). */
  readonly paidWith?: string;
  /** When its poll answered the reservation: from then on it is a trip (My Trips). */
  readonly bookedAt?: string;
  /** A hotel booking's answer: My Trips lists it as a hotel stay. */
  readonly hotelBooking?: HotelBooking;
  /** A flight booking's answer: My Trips lists it as a flight, ticketed or pending. */
  readonly flightBooking?: FlightBooking;
}

type TokenKind = 'quote' | 'fulfil' | 'ordered-product';

/** The purchase state as plain JSON: each map as its entries. */
export interface PurchaseStateSnapshot {
  readonly quoteSessions: readonly [string, QuoteSession][];
  readonly fulfilSessions: readonly [string, FulfilSession][];
  readonly pollCounts: readonly [string, number][];
  readonly issued: readonly [TokenKind, number][];
}

// Per-token state lives here, outside the handlers, so a scenario's handlers and the fault
// helpers layered over them (server.use) see the same sessions.
const purchase = sessionState(() => ({
  quoteSessions: new Map<string, QuoteSession>(),
  fulfilSessions: new Map<string, FulfilSession>(),
  pollCounts: new Map<string, number>(),
  issued: new Map<TokenKind, number>(),
}));

/**
 * A new token, counted per kind from 1, so tokens and reservation numbers (the nth booking is
 * the nth reservation) are the same on every run.
 */
export function issueToken(kind: TokenKind): { token: string; sequence: number } {
  const { issued } = purchase.get();
  const sequence = (issued.get(kind) ?? 0) + 1;
  issued.set(kind, sequence);
  return { token: `${kind}-token-${sequence}`, sequence };
}

/** Adds to the session a map holds for a token; a token it does not hold stays unknown. */
function amend<T>(sessions: Map<string, T>, token: string | undefined, change: Partial<T>): void {
  const session = token === undefined ? undefined : sessions.get(token);
  if (token !== undefined && session) sessions.set(token, { ...session, ...change });
}

export const quoteSessionStore = {
  add: (token: string, session: QuoteSession) => purchase.get().quoteSessions.set(token, session),
  get: (token: string | undefined) =>
    token === undefined ? undefined : purchase.get().quoteSessions.get(token),
  amend: (token: string | undefined, change: Partial<QuoteSession>) =>
    amend(purchase.get().quoteSessions, token, change),
  discard: (token: string | undefined) =>
    token !== undefined && purchase.get().quoteSessions.delete(token),
};

export const fulfilSessionStore = {
  add: (token: string, session: FulfilSession) => purchase.get().fulfilSessions.set(token, session),
  get: (token: string | undefined) =>
    token === undefined ? undefined : purchase.get().fulfilSessions.get(token),
  amend: (token: string | undefined, change: Partial<FulfilSession>) =>
    amend(purchase.get().fulfilSessions, token, change),
  /** Every booking scheduled this session, in the order they were. */
  all: (): FulfilSession[] => [...purchase.get().fulfilSessions.values()],
};

/** Counts one more poll of a token and answers which poll this is, from 1. */
export function countPoll(token: string): number {
  const { pollCounts } = purchase.get();
  const count = (pollCounts.get(token) ?? 0) + 1;
  pollCounts.set(token, count);
  return count;
}

export function snapshotPurchaseState(): PurchaseStateSnapshot {
  const { quoteSessions, fulfilSessions, pollCounts, issued } = purchase.get();
  return {
    quoteSessions: [...quoteSessions],
    fulfilSessions: [...fulfilSessions],
    pollCounts: [...pollCounts],
    issued: [...issued],
  };
}

/** Takes up the quotes and bookings of a snapshot: their tokens answer, their counters go on. */
export function restorePurchaseState(snapshot: PurchaseStateSnapshot): void {
  purchase.set({
    quoteSessions: new Map(snapshot.quoteSessions),
    fulfilSessions: new Map(snapshot.fulfilSessions),
    pollCounts: new Map(snapshot.pollCounts),
    issued: new Map(snapshot.issued),
  });
}

/** Forgets every quote and booking: call between tests (createMockServer's resetHandlers does). */
export function resetPurchaseState(): void {
  restorePurchaseState({ quoteSessions: [], fulfilSessions: [], pollCounts: [], issued: [] });
}
