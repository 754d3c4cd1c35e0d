import { hotelSortOrders, type HotelSortOrder } from '../hotels/hotelSortOrders';
import type { IsoDate } from '../stays/stayDates';
import { parseHotelBookType, type HotelBookType } from './hotelBookTypes';
import {
  listingQueryLimits,
  parseStayAndGuestCounts,
  type ListingQueryContext,
} from './listingQuery';
import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryCount, parseQueryEnum, parseQueryText } from './queryValues';
import { parseResultViewMode } from './resultViewModes';
import { routePaths, unlistedRoutePaths } from './routePaths';

/**
 * A hotel stay as the addresses carry it: the place searched (the destination field's words), the
 * dates, the guests and the rooms. The spec gives /stays/availability/ without its query (platform
 * §2); the keys are the vacation-rental ones where they mean the same.
 */
export interface HotelStayQuery {
  readonly placeTerm?: string;
  readonly fromDate: IsoDate;
  readonly untilDate: IsoDate;
  readonly adultsCount: number;
  readonly childrenCount: number;
  readonly roomsCount: number;
}

/** The hotel search results (/stays/availability/): the stay, and the page's sort and view. */
export interface StaysAvailabilityQuery extends HotelStayQuery {
  /** Absent means MostRecommended. */
  readonly sortOrder?: HotelSortOrder;
  readonly view?: 'list' | 'map';
}

/** A hotel's page (/stays/shop/): the hotel, the stay, and how it is paid (products §2 hotelBookType). */
export interface StaysShopQuery extends HotelStayQuery {
  readonly lodgingId?: string;
  readonly hotelBookType?: HotelBookType;
}

/** The stay with the listing's defaults (dates, the tenant's adults, clamped counts); never throws. */
function parseHotelStay(query: URLSearchParams, context: ListingQueryContext): HotelStayQuery {
  const { fromDate, untilDate, adultsCount, childrenCount } = parseStayAndGuestCounts(
    query,
    'childrenCount',
    context,
  );
  return {
    placeTerm: parseQueryText(query.get('placeTerm')),
    fromDate,
    untilDate,
    adultsCount,
    childrenCount,
    roomsCount: parseQueryCount(query.get('roomsCount'), {
      min: listingQueryLimits.minRooms,
      max: listingQueryLimits.maxRooms,
      fallback: listingQueryLimits.minRooms,
    }),
  };
}

const hotelStayEntries = (query: HotelStayQuery) =>
  [
    ['placeTerm', query.placeTerm],
    ['fromDate', query.fromDate],
    ['untilDate', query.untilDate],
    ['adultsCount', query.adultsCount],
    ['childrenCount', query.childrenCount],
    ['roomsCount', query.roomsCount],
  ] as const;

export function parseStaysAvailabilityQuery(
  input: QueryInput,
  context: ListingQueryContext,
): StaysAvailabilityQuery {
  const query = readQuery(input);
  const view = parseResultViewMode(query.get('view'));
  return {
    ...parseHotelStay(query, context),
    sortOrder: parseQueryEnum(hotelSortOrders, query.get('sortOrder')),
    view: view === 'map' || view === 'list' ? view : undefined,
  };
}

export function buildStaysAvailabilityQuery(query: StaysAvailabilityQuery): string {
  return buildQueryString([
    ...hotelStayEntries(query),
    ['sortOrder', query.sortOrder === 'MostRecommended' ? undefined : query.sortOrder],
    ['view', query.view === 'list' ? undefined : query.view],
  ]);
}

/** The hotel search results page (spec: platform §2 /stays/availability/). */
export function staysAvailabilityPath(query: StaysAvailabilityQuery): string {
  return `${routePaths.staysAvailability}${buildStaysAvailabilityQuery(query)}`;
}

export function parseStaysShopQuery(
  input: QueryInput,
  context: ListingQueryContext,
): StaysShopQuery {
  const query = readQuery(input);
  return {
    ...parseHotelStay(query, context),
    lodgingId: parseQueryText(query.get('lodgingId')),
    hotelBookType: parseHotelBookType(query.get('hotelBookType')),
  };
}

export function buildStaysShopQuery(
  query: StaysShopQuery & { readonly lodgingId: string },
): string {
  return buildQueryString([
    ['lodgingId', query.lodgingId],
    ...hotelStayEntries(query),
    ['hotelBookType', query.hotelBookType],
  ]);
}

/** A hotel's page, from a search result or a suggestion (ours: /stays/shop/). */
export function staysShopPath(query: StaysShopQuery & { readonly lodgingId: string }): string {
  return `${unlistedRoutePaths.staysShop}${buildStaysShopQuery(query)}`;
}
