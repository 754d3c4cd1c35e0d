import {
  hotelAmenityFilterIds,
  hotelNightlyPriceCaps,
  type HotelResultsFilters,
} from '../hotels/hotelResultsFilters';
import { hotelSortOrders, type HotelSortOrder } from '../hotels/hotelSortOrders';
import { mealPlans } from '../hotels/mealPlans';
import { starRatings } from '../hotels/starRatings';
import { listingCollections } from '../vacationRentals/listing';
import type { IsoDate } from '../stays/stayDates';
import { parseHotelBookType, type HotelBookType } from './hotelBookTypes';
import {
  bookStepQueryKey,
  bookStepValue,
  parseBookStep,
  type MobileCheckoutStep,
} from './mobileCheckoutSteps';
import {
  listingQueryLimits,
  parseStayAndGuestCounts,
  type ListingQueryContext,
} from './stayAndGuestCounts';
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

/** The hotel search results (/stays/availability/): the stay, and the page's sort, view and filters. */
export interface StaysAvailabilityQuery extends HotelStayQuery {
  /** Absent means MostRecommended. */
  readonly sortOrder?: HotelSortOrder;
  readonly view?: 'list' | 'map';
  readonly filters: HotelResultsFilters;
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

/** A comma-separated list of an enumeration's values; unknown ones are dropped, repeats kept once. */
function parseQueryList<const T extends string>(values: readonly T[], value: string | null): T[] {
  const given = new Set(value?.split(',').map((part) => part.trim()));
  return values.filter((candidate) => given.has(candidate));
}

const queryList = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** The filters' keys (ours): stars as digits, the rest by their values, the price cap in dollars. */
function parseHotelResultsFilters(query: URLSearchParams): HotelResultsFilters {
  const stars = parseQueryList(['1', '2', '3', '4', '5'], query.get('stars'));
  const cap = Number(query.get('maxPrice'));
  return {
    starRatings: stars.map((count) => starRatings[Number(count)] ?? 'NotAvailable'),
    amenities: parseQueryList(hotelAmenityFilterIds, query.get('amenities')),
    mealPlans: parseQueryList(mealPlans, query.get('mealPlans')),
    maxNightlyPrice: hotelNightlyPriceCaps.find((offered) => offered === cap),
    lodgingCollection: parseQueryEnum(listingCollections, query.get('lodgingCollection')),
  };
}

const hotelResultsFiltersEntries = (filters: HotelResultsFilters) =>
  [
    ['stars', queryList(filters.starRatings.map((rating) => String(starRatings.indexOf(rating))))],
    ['amenities', queryList(filters.amenities)],
    ['mealPlans', queryList(filters.mealPlans)],
    ['maxPrice', filters.maxNightlyPrice],
    ['lodgingCollection', filters.lodgingCollection],
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
    filters: parseHotelResultsFilters(query),
  };
}

export function buildStaysAvailabilityQuery(query: StaysAvailabilityQuery): string {
  return buildQueryString([
    ...hotelStayEntries(query),
    ['sortOrder', query.sortOrder === 'MostRecommended' ? undefined : query.sortOrder],
    ['view', query.view === 'list' ? undefined : query.view],
    ...hotelResultsFiltersEntries(query.filters),
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

/**
 * The hotel checkout (/stays/book/, ours): the hotel page's address and the rate chosen on it,
 * with the cancel-for-any-reason quote of a refundable room (products §4).
 */
export interface StaysBookQuery extends StaysShopQuery {
  readonly roomId?: string;
  readonly rateId?: string;
  readonly refundableRoomQuoteId?: string;
  /** Travel-app mode: the mobile checkout's step (spec: platform §2 bookStep, as for vacation rentals). */
  readonly bookStep?: MobileCheckoutStep;
}

export function parseStaysBookQuery(
  input: QueryInput,
  context: ListingQueryContext,
): StaysBookQuery {
  const query = readQuery(input);
  return {
    ...parseStaysShopQuery(query, context),
    roomId: parseQueryText(query.get('roomId')),
    rateId: parseQueryText(query.get('rateId')),
    refundableRoomQuoteId: parseQueryText(query.get('refundableRoomQuoteId')),
    bookStep: parseBookStep(query.get(bookStepQueryKey)),
  };
}

/** A rate's checkout, from the room select (ours: /stays/book/). */
export function staysBookPath(
  query: StaysBookQuery & {
    readonly lodgingId: string;
    readonly roomId: string;
    readonly rateId: string;
  },
): string {
  return `${unlistedRoutePaths.staysBook}${buildQueryString([
    ['lodgingId', query.lodgingId],
    ['roomId', query.roomId],
    ['rateId', query.rateId],
    ['refundableRoomQuoteId', query.refundableRoomQuoteId],
    ...hotelStayEntries(query),
    ['hotelBookType', query.hotelBookType],
    [bookStepQueryKey, query.bookStep === undefined ? undefined : bookStepValue(query.bookStep)],
  ])}`;
}

/** The hotel booking's confirmation (ours: /stays/book/confirm/?bookingId=). */
export function staysConfirmPath(bookingId: string): string {
  return `${unlistedRoutePaths.staysConfirm}${buildQueryString([['bookingId', bookingId]])}`;
}

export function parseStaysConfirmQuery(input: QueryInput): { readonly bookingId?: string } {
  return { bookingId: parseQueryText(readQuery(input).get('bookingId')) };
}
