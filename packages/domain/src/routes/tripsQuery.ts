import { tripListTabs, type TripListTabId } from '../trips/tripListTabs';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { unlistedRoutePaths } from './routePaths';

/** The tab a trips hub opens on when its address names none, or one it does not know. */
export const defaultTripListTab: TripListTabId = 'upcoming';

const isTripListTabId = (value: string | undefined): value is TripListTabId =>
  tripListTabs.some((tab) => tab.id === value);

/**
 * The trips hub's query (ours: /trips/?tab=<id>, the tab ids those of STATES.md §21), so a
 * refresh, Back or a shared address keeps the tab.
 */
export function parseTripsTab(input: QueryInput): TripListTabId {
  const tab = parseQueryText(readQuery(input).get('tab'));
  return isTripListTabId(tab) ? tab : defaultTripListTab;
}

/** The hub at a tab; the default tab's address carries no query. */
export function tripsPath(tab: TripListTabId = defaultTripListTab): string {
  return `${unlistedRoutePaths.trips}${buildQueryString([
    ['tab', tab === defaultTripListTab ? undefined : tab],
  ])}`;
}

/** The itinerary details of one trip (ours: /trips/itinerary/?tripId=<id>). */
export function parseTripItineraryQuery(input: QueryInput): { readonly tripId?: string } {
  return { tripId: parseQueryText(readQuery(input).get('tripId')) };
}

export function tripItineraryPath(tripId: string): string {
  return `${unlistedRoutePaths.tripItinerary}${buildQueryString([['tripId', tripId]])}`;
}
