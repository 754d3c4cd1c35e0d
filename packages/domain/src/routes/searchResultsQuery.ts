import { tenantSettings } from '../platform/tenant';
import { defaultStayDates } from '../stays/defaultStayDates';
import type { IsoDate } from '../stays/stayDates';
import { listingQueryLimits, type ListingQueryContext } from './listingQuery';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryCount, parseQueryText } from './queryValues';
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
  const query = readQuery(input);
  const dates = defaultStayDates(
    { fromDate: query.get('fromDate'), untilDate: query.get('untilDate') },
    context.today,
  );
  const adultsCount = parseQueryCount(query.get('adultsCount'), {
    min: listingQueryLimits.minAdults,
    max: listingQueryLimits.maxGuests,
    fallback: tenantSettings(context.tenant).defaultAdults,
  });
  const childrenCount = parseQueryCount(query.get('childrenCount'), {
    min: 0,
    max: listingQueryLimits.maxGuests - adultsCount,
    fallback: 0,
  });
  const petsCount = parseQueryCount(query.get('petsCount'), {
    min: 0,
    max: listingQueryLimits.maxPets,
    fallback: 0,
  });
  return {
    locationName: parseQueryText(query.get('locationName')),
    fromDate: dates.from,
    untilDate: dates.until,
    adultsCount,
    childrenCount,
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
