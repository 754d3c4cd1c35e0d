import { addDays, type IsoDate, type StayDates } from '@wayfare/domain';
import type { BookedNights } from '../fixtures/calendar/bookedNights';
import { sessionState } from './sessionScope';

// Nights booked in this session, by listing. They live here, outside the handlers, like the
// purchase state, so the calendar, search, shop and quote handlers (a scenario's included) all
// see a booking the fulfil handler made.
const sessionNights = sessionState(() => new Map<string, Set<IsoDate>>());

/** The session's booked nights as plain JSON: each listing's nights. */
export interface ListingCalendarStateSnapshot {
  readonly bookedNights: readonly [string, readonly IsoDate[]][];
}

/** A successful booking takes its stay's nights (spec: platform §4 Fulfil). */
export function bookStay(listingId: string, stayDates: StayDates): void {
  const booked = sessionNights.get();
  const nights = booked.get(listingId) ?? new Set<IsoDate>();
  for (let night = stayDates.from; night < stayDates.until; night = addDays(night, 1))
    nights.add(night);
  booked.set(listingId, nights);
}

/** The hosts' booked nights and the session's together: the calendar every area answers from. */
export function withSessionBookings(hostNights: BookedNights): BookedNights {
  // The session's nights are looked up at each night asked: the calendar is made once, with the
  // handlers, and answers the calls of every session.
  return (listingId, night) =>
    sessionNights.get().get(listingId)?.has(night) === true || hostNights(listingId, night);
}

export function snapshotListingCalendarState(): ListingCalendarStateSnapshot {
  return {
    bookedNights: [...sessionNights.get()].map(([listingId, nights]) => [listingId, [...nights]]),
  };
}

export function restoreListingCalendarState(snapshot: ListingCalendarStateSnapshot): void {
  sessionNights.set(
    new Map(snapshot.bookedNights.map(([listingId, nights]) => [listingId, new Set(nights)])),
  );
}

/** Forgets the session's bookings: call between tests (resetMockState does). */
export function resetListingCalendarState(): void {
  restoreListingCalendarState({ bookedNights: [] });
}
