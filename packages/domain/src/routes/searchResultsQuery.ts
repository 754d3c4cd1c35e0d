import type { IsoDate } from '../stays/stayDates';
import { parseStayAndGuestCounts, type ListingQueryContext } from './listingQuery';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { routePaths } from './routePaths';

/**
 * The vacation-rental search results query (spec: platform §2 "Back to the search results page
 * carries locationName, fromDate, untilDate, adultsCount, childrenCount and optional petsCount").
 */
export interface SearchResultsQuery {
  readonly locationName?: string;
  readonly fromDate: IsoDate;
  readonly untilDate: IsoDate;
  readonly adultsCount: number;
  readonly childrenCount: number;
  /** Optional: absent means no pets. */
  readonly petsCount?: number;
}

/**
 * The results query with the listing's defaults: dates through defaultStayDates, the tenant's
 * default adults (spec: platform §2, §9), counts clamped to the guest maximum. Never throws.
 */
export function parseSearchResultsQuery(
  input: QueryInput,
  context: ListingQueryContext,
): SearchResultsQuery {
  const { petsCount, ...counts } = parseStayAndGuestCounts(
    readQuery(input),
    'childrenCount',
    context,
  );
  return {
    locationName: parseQueryText(readQuery(input).get('locationName')),
    ...counts,
    petsCount: petsCount > 0 ? petsCount : undefined,
  };
}

export function buildSearchResultsQuery(query: SearchResultsQuery): string {
  return buildQueryString([
    ['locationName', query.locationName],
    ['fromDate', query.fromDate],
    ['untilDate', query.untilDate],
    ['adultsCount', query.adultsCount],
    ['childrenCount', query.childrenCount],
    [
      'petsCount',
      query.petsCount !== undefined && query.petsCount > 0 ? query.petsCount : undefined,
    ],
  ]);
}

/** The search results page (spec: platform §2 /vacation-rentals/). */
export function searchResultsPath(query: SearchResultsQuery): string {
  return `${routePaths.vacationRentals}${buildSearchResultsQuery(query)}`;
}
