import { addDays, type IsoDate, type StayDates } from '@wayfare/domain';
import type { BookedNights } from '../fixtures/calendar/bookedNights';

// Nights booked in this session, by listing. They live here, outside the handlers, like the
// purchase state, so the calendar, search, shop and quote handlers (a scenario's included) all
// see a booking the fulfil handler made.
let sessionNights = new Map<string, Set<IsoDate>>();

/** The session's booked nights as plain JSON: each listing's nights. */
export interface ListingCalendarStateSnapshot {
  readonly bookedNights: readonly [string, readonly IsoDate[]][];
}

/** A successful booking takes its stay's nights (spec: platform §4 Fulfil). */
export function bookStay(listingId: string, stayDates: StayDates): void {
  const nights = sessionNights.get(listingId) ?? new Set<IsoDate>();
  for (let night = stayDates.from; night < stayDates.until; night = addDays(night, 1))
    nights.add(night);
  sessionNights.set(listingId, nights);
}

/** The hosts' booked nights and the session's together: the calendar every area answers from. */
export function withSessionBookings(hostNights: BookedNights): BookedNights {
  return (listingId, night) =>
    sessionNights.get(listingId)?.has(night) === true || hostNights(listingId, night);
}

export function snapshotListingCalendarState(): ListingCalendarStateSnapshot {
  return {
    bookedNights: [...sessionNights].map(([listingId, nights]) => [listingId, [...nights]]),
  };
}

export function restoreListingCalendarState(snapshot: ListingCalendarStateSnapshot): void {
  sessionNights = new Map(
    snapshot.bookedNights.map(([listingId, nights]) => [listingId, new Set(nights)]),
  );
}

/** Forgets the session's bookings: call between tests (resetMockState does). */
export function resetListingCalendarState(): void {
  restoreListingCalendarState({ bookedNights: [] });
}
