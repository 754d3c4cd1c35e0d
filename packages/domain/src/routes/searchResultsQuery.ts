import type { IsoDate } from '../stays/stayDates';
import {
  parseStayAndGuestCounts,
  vacationRentalSortOrders,
  type ListingQueryContext,
  type VacationRentalSortOrder,
} from './stayAndGuestCounts';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryEnum, parseQueryText } from './queryValues';
import { parseResultViewMode } from './resultViewModes';
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
  /**
   * The results page's own sort and view (ours: the spec names the values, not where they live);
   * absent means Recommended, in a list. Back from a listing does not carry them.
   */
  readonly sortOrder?: VacationRentalSortOrder;
  readonly view?: 'list' | 'map';
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
  const { petsCount, ...counts } = parseStayAndGuestCounts(query, 'childrenCount', context);
  const view = parseResultViewMode(query.get('view'));
  return {
    locationName: parseQueryText(query.get('locationName')),
    ...counts,
    petsCount: petsCount > 0 ? petsCount : undefined,
    sortOrder: parseQueryEnum(vacationRentalSortOrders, query.get('sortOrder')),
    view: view === 'map' || view === 'list' ? view : undefined,
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
    ['sortOrder', query.sortOrder === 'Recommended' ? undefined : query.sortOrder],
    ['view', query.view === 'list' ? undefined : query.view],
  ]);
}

/** The search results page (spec: platform §2 /vacation-rentals/). */
export function searchResultsPath(query: SearchResultsQuery): string {
  return `${routePaths.vacationRentals}${buildSearchResultsQuery(query)}`;
}
