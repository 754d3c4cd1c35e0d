import { defaultStayDates } from '../stays/defaultStayDates';
import {
  defaultTimeZone,
  parseIsoDate,
  todayIn,
  type IsoDate,
  type StayDates,
} from '../stays/stayDates';
import { checkoutStepPath } from './checkoutQuery';
import type { ListingQuery } from './listingQuery';
import { lodgingSelectionSearchTerm } from './lodgingSelection';
import { firstMobileCheckoutStep } from './mobileCheckoutSteps';
import { searchResultsPath, type SearchResultsQuery } from './searchResultsQuery';
import { wishlistPath } from './favoritesQuery';

/**
 * spec: platform §2 "Continue goes to the checkout route and keeps the query." In travel-app mode
 * the first mobile step is mirrored in bookStep from the start (spec: platform §2).
 */
export function continueToCheckoutPath(query: ListingQuery): string {
  return checkoutStepPath(query, firstMobileCheckoutStep);
}

/** The clock and the place that "today" and a stay date's calendar day are read in. */
export interface TimeZoneContext {
  readonly now: Date;
  /** spec: platform §9 default time zone America/Toronto. */
  readonly timeZone?: string;
}

/** A stay date as a screen may hold it: a calendar day, or an instant from a date picker. */
export type StayDateInput = IsoDate | Date;

function calendarDayIn(date: StayDateInput, timeZone: string): IsoDate | undefined {
  if (typeof date === 'string') return parseIsoDate(date);
  return Number.isNaN(date.getTime()) ? undefined : todayIn(date, timeZone);
}

/**
 * spec: platform §2 "dates are adjusted for the time-zone offset" on the way back to the results.
 *
 * Our reading: the screens this spec describes held stay dates as instants and wrote them with
 * toISOString(), which gives the UTC calendar day; shifting the instant by the zone's offset made
 * the address carry the traveller's own calendar day instead (in Toronto at 21:00 on 1 July, UTC is
 * already 2 July). So: a calendar day is kept as it is (a YYYY-MM-DD cannot shift), an instant is
 * written as its calendar day in `timeZone`, and "today" is also taken in `timeZone` from `now`.
 * The dates then go through the listing's own default-dates rule against that today, so the results
 * page never opens on a stay that the listing would not show.
 */
export function searchResultsStayDates(
  dates: { readonly from: StayDateInput; readonly until: StayDateInput },
  context: TimeZoneContext,
): StayDates {
  const timeZone = context.timeZone ?? defaultTimeZone;
  return defaultStayDates(
    {
      fromDate: calendarDayIn(dates.from, timeZone),
      untilDate: calendarDayIn(dates.until, timeZone),
    },
    todayIn(context.now, timeZone),
  );
}

/**
 * spec: platform §2 "rebuild the search from lodgingSelection, with the search term being the place
 * term or "city, state". Back to the search results page carries locationName, fromDate,
 * untilDate, adultsCount, childrenCount and optional petsCount; dates are adjusted for the
 * time-zone offset." Without a readable lodgingSelection the listing's own locationName is used.
 */
export function backToSearchResultsQuery(
  query: ListingQuery,
  context: TimeZoneContext,
): SearchResultsQuery {
  const dates = searchResultsStayDates({ from: query.fromDate, until: query.untilDate }, context);
  return {
    locationName:
      query.lodgingSelection === undefined
        ? query.locationName
        : lodgingSelectionSearchTerm(query.lodgingSelection),
    fromDate: dates.from,
    untilDate: dates.until,
    adultsCount: query.adultsCount,
    childrenCount: query.children.length,
    petsCount: query.petsCount > 0 ? query.petsCount : undefined,
  };
}

/**
 * spec: platform §2 "Back from a listing: if fromWishlistId is in the query, go to that wishlist
 * page; otherwise rebuild the search from lodgingSelection". A home opened from the favorites map
 * goes back to the map.
 */
export function backFromListingPath(query: ListingQuery, context: TimeZoneContext): string {
  if (query.fromWishlistId === undefined) {
    return searchResultsPath(backToSearchResultsQuery(query, context));
  }
  const view = query.hotelDetailsEntrySource === 'favorites_map' ? 'favorites_map' : undefined;
  return wishlistPath(query.fromWishlistId, view);
}
