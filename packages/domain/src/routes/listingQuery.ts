import { guestLimits } from '../stays/guests';
import type { IsoDate } from '../stays/stayDates';
import type { Stay } from '../vacationRentals/stay';
import {
  lodgingSelectionValue,
  parseLodgingSelection,
  type LodgingSelection,
} from './lodgingSelection';
import { buildQueryString, readQuery, type QueryInput, type QueryValue } from './queryString';
import {
  listingQueryLimits,
  parseStayAndGuestCounts,
  vacationRentalSortOrders,
  type ListingQueryContext,
  type VacationRentalSortOrder,
} from './stayAndGuestCounts';
import {
  parseQueryCount,
  parseQueryEnum,
  parseQueryIndex,
  parseQueryText,
  parseQueryFlag,
  queryFlagValue,
} from './queryValues';
import { routePaths } from './routePaths';

/** The view a listing was opened from (spec: platform §2 hotelDetailsEntrySource, in its order). */
export const hotelDetailsEntrySources = ['list', 'map', 'favorites_map', 'favorites_list'] as const;
export type HotelDetailsEntrySource = (typeof hotelDetailsEntrySources)[number];

/** A child of the listing address: only counted, so always of the stored age (spec: platform §2, §9). */
export interface ListingQueryChild {
  readonly age: typeof guestLimits.storedChildAge;
}

/** The vacation-rental listing (shop) query (spec: platform §2 "Vacation-rental listing (shop) route"). */
export interface ListingQuery {
  /** Absent on a hand-edited address: the shop then shows its error modal. */
  readonly listingId?: string;
  readonly fromDate: IsoDate;
  readonly untilDate: IsoDate;
  readonly adultsCount: number;
  readonly children: readonly ListingQueryChild[];
  readonly petsCount: number;
  readonly locationName?: string;
  readonly lodgingSelection?: LodgingSelection;
  readonly hotelDetailsEntrySource?: HotelDetailsEntrySource;
  readonly sortOrder?: VacationRentalSortOrder;
  readonly isTravelApp: boolean;
  readonly selectedLodgingIndex?: number;
  readonly selectedAccountIndex?: number;
  readonly roomsCount: number;
  readonly fromWishlistId?: string;
  /** Sent as isRecommended when booking (spec: platform §4 "Booking may proceed"). */
  readonly recommended: boolean;
}

export function childrenOfCount(count: number): readonly ListingQueryChild[] {
  return Array.from({ length: count }, () => ({ age: guestLimits.storedChildAge }));
}

/**
 * spec: platform §2 listing query. Never throws: an unreadable value takes its default, a count
 * out of bounds is clamped, an unknown enumeration value is dropped.
 */
export function parseListingQuery(input: QueryInput, context: ListingQueryContext): ListingQuery {
  const query = readQuery(input);
  const counts = parseStayAndGuestCounts(query, 'children', context);
  return {
    listingId: parseQueryText(query.get('listingId')),
    fromDate: counts.fromDate,
    untilDate: counts.untilDate,
    adultsCount: counts.adultsCount,
    children: childrenOfCount(counts.childrenCount),
    petsCount: counts.petsCount,
    locationName: parseQueryText(query.get('locationName')),
    lodgingSelection: parseLodgingSelection(query.get('lodgingSelection')),
    hotelDetailsEntrySource: parseQueryEnum(
      hotelDetailsEntrySources,
      query.get('hotelDetailsEntrySource'),
    ),
    sortOrder: parseQueryEnum(vacationRentalSortOrders, query.get('sortOrder')),
    isTravelApp: parseQueryFlag(query.get('isTravelApp')),
    selectedLodgingIndex: parseQueryIndex(query.get('selectedLodgingIndex')),
    selectedAccountIndex: parseQueryIndex(query.get('selectedAccountIndex')),
    roomsCount: parseQueryCount(query.get('roomsCount'), {
      min: listingQueryLimits.minRooms,
      max: listingQueryLimits.maxRooms,
      fallback: listingQueryLimits.minRooms,
    }),
    fromWishlistId: parseQueryText(query.get('fromWishlistId')),
    recommended: parseQueryFlag(query.get('recommended')),
  };
}

/** The listing query's entries in the spec's order; shared with the checkout query, which keeps it. */
export function listingQueryEntries(
  query: ListingQuery,
): readonly (readonly [string, QueryValue])[] {
  return [
    ['listingId', query.listingId],
    ['fromDate', query.fromDate],
    ['untilDate', query.untilDate],
    ['adultsCount', query.adultsCount],
    // spec: platform §2 "children (each counted ...)": the address holds the count.
    ['children', query.children.length],
    // Optional in the spec (platform §2 "optional petsCount"): no pets, no key.
    ['petsCount', query.petsCount > 0 ? query.petsCount : undefined],
    ['locationName', query.locationName],
    [
      'lodgingSelection',
      query.lodgingSelection === undefined
        ? undefined
        : lodgingSelectionValue(query.lodgingSelection),
    ],
    ['hotelDetailsEntrySource', query.hotelDetailsEntrySource],
    ['sortOrder', query.sortOrder],
    ['isTravelApp', queryFlagValue(query.isTravelApp)],
    ['selectedLodgingIndex', query.selectedLodgingIndex],
    ['selectedAccountIndex', query.selectedAccountIndex],
    ['roomsCount', query.roomsCount],
    ['fromWishlistId', query.fromWishlistId],
    ['recommended', queryFlagValue(query.recommended)],
  ];
}

/** The search string of a listing query, "?" included; parseListingQuery reads it back unchanged. */
export function buildListingQuery(query: ListingQuery): string {
  return buildQueryString(listingQueryEntries(query));
}

/** The listing (shop) page of a query (spec: platform §2 /vacation-rentals/shop/). */
export function listingPath(query: ListingQuery): string {
  return `${routePaths.vacationRentalShop}${buildListingQuery(query)}`;
}

/** The stay a listing address (or the checkout's, which keeps it) asks for. */
export function stayOf(query: ListingQuery & { readonly listingId: string }): Stay {
  return {
    listingId: query.listingId,
    stayDates: { from: query.fromDate, until: query.untilDate },
    adults: query.adultsCount,
    childAges: query.children.map((child) => child.age),
    pets: query.petsCount,
  };
}
