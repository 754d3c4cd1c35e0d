import type { HomeCancelQuote, ScheduleChangeChoice, Trip } from '@wayfare/domain';
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
  | { readonly kind: 'home-cancel'; readonly tripId: string };

/** A home cancel quote the fake backend gave, and the trip it is for. */
export interface IssuedHomeCancelQuote extends HomeCancelQuote {
  readonly tripId: string;
}

/** The session's trip changes and cancel quotes as plain JSON. */
export interface TripsStateSnapshot {
  readonly edits: readonly TripEdit[];
  readonly quotes: readonly IssuedHomeCancelQuote[];
}

// The session's changes in order, replayed over whichever trips a scenario starts from: the
// fixtures are made afresh for each call (their days move with the clock), the changes stay.
const trips = sessionState<{ edits: TripEdit[]; quotes: IssuedHomeCancelQuote[] }>(() => ({
  edits: [],
  quotes: [],
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
  }
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

export function snapshotTripsState(): TripsStateSnapshot {
  const { edits, quotes } = trips.get();
  return { edits: [...edits], quotes: [...quotes] };
}

export function restoreTripsState(snapshot: TripsStateSnapshot): void {
  trips.set({ edits: [...snapshot.edits], quotes: [...snapshot.quotes] });
}

/** Forgets the session's changes and quotes. */
export function resetTripsState(): void {
  restoreTripsState({ edits: [], quotes: [] });
}
