import { defaultTimeZone } from '../stays/stayDates';
import type { Trip } from './trip';
import type { TripListTabId } from './tripListTabs';
import { tripTimeState } from './tripTimeState';

/**
 * The tabs a trip is listed under (products §2 "Trip-list tabs"; the spec gives no rule, ours):
 * - a Watch only under Watched trips, and a trip holding a frozen price only under Frozen prices:
 *   neither is a booking;
 * - a booking under Upcoming trips while it is Future or Present, otherwise (Past, Canceled,
 *   Unused, Invalid) under Past trips;
 * - and, besides, under Airline travel credits when its flight left a travel credit, and under
 *   Trips with offers when it has an offer.
 */
export function tripListTabsOf(
  trip: Trip,
  now: Date,
  timeZone: string = defaultTimeZone,
): TripListTabId[] {
  if (trip.kind === 'Watch') return ['watched'];
  if (trip.priceFreeze) return ['frozen-prices'];
  const timeState = tripTimeState(trip, now, timeZone);
  const tabs: TripListTabId[] = [
    timeState === 'Future' || timeState === 'Present' ? 'upcoming' : 'past',
  ];
  if (trip.flight?.futureTravelCredit) tabs.push('airline-credits');
  if (trip.offer) tabs.push('with-offers');
  return tabs;
}

/**
 * The trips of one tab, in the order a traveller reads them (ours): Past trips the latest first,
 * every other tab the soonest first; trips of the same dates keep their order.
 */
export function tripsInTab(
  trips: readonly Trip[],
  tab: TripListTabId,
  now: Date,
  timeZone: string = defaultTimeZone,
): Trip[] {
  const listed = trips.filter((trip) => tripListTabsOf(trip, now, timeZone).includes(tab));
  return tab === 'past'
    ? listed.sort((a, b) => b.dates.end.localeCompare(a.dates.end))
    : listed.sort((a, b) => a.dates.start.localeCompare(b.dates.start));
}
