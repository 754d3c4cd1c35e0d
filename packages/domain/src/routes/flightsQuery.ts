import { cabinClasses } from '../flights/cabinClasses';
import { flightAddOnIds, type FlightAddOnId } from '../flights/flightAddOns';
import { airlineFilters, flightFilterKinds, stopsFilters } from '../flights/flightFilters';
import {
  defaultFlightPassengerCounts,
  flightLegCounts,
  type FlightLeg,
  type FlightPassengerCounts,
  type FlightSearch,
} from '../flights/flightSearch';
import { noFlightShopFilters, type FlightShopFilters } from '../flights/flightShopFilters';
import { flightSortKeys, type FlightSortKey } from '../flights/flightSort';
import { flightTripTypes } from '../flights/flightTripTypes';
import { parseIsoDate } from '../stays/stayDates';
import { parseFlightShopType, type FlightShopType } from './flightShopTypes';
import { buildQueryString, readQuery, type QueryInput, type QueryValue } from './queryString';
import {
  bookStepQueryKey,
  bookStepValue,
  parseBookStep,
  type MobileCheckoutStep,
} from './mobileCheckoutSteps';
import { parseQueryCount, parseQueryEnum, parseQueryText } from './queryValues';
import { unlistedRoutePaths } from './routePaths';

/** The most passengers a search takes (ours: products §8 TooManyPassengers gives no number). */
export const maxFlightPassengers = 9;

/**
 * A flight search as the addresses carry it (ours; the spec gives no flight route, products §2):
 * `tripType`, `legs` as `YYZ-LAX-2026-12-10` joined by commas, the four passenger counts (zero
 * left out), `cabinClass`, and products §2 `flightShopType` (default left out).
 */
export interface FlightsSearchQuery {
  readonly search: FlightSearch;
  readonly flightShopType: FlightShopType;
}

/** The flight list of one leg (/flights/shop/): the fares chosen before it, its sort and filters. */
export interface FlightsShopQuery extends FlightsSearchQuery {
  readonly chosenFareIds: readonly string[];
  /** Absent means fareScore, the list's default order. */
  readonly sortKey?: FlightSortKey;
  readonly filters: FlightShopFilters;
}

/** The checkout of the chosen fares (/flights/book/), one per leg. */
export interface FlightsBookQuery extends FlightsSearchQuery {
  readonly chosenFareIds: readonly string[];
  /** Travel-app mode: the mobile checkout's step (spec: platform §2 bookStep, as for stays). */
  readonly bookStep?: MobileCheckoutStep;
  /** The add-ons bought with the trip (`addOns`, ours); none when absent. */
  readonly addOns?: readonly FlightAddOnId[];
}

const legPattern = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;

function parseLeg(value: string): FlightLeg | undefined {
  const [, origin, destination, date] = legPattern.exec(value.trim().toUpperCase()) ?? [];
  const departureDate = parseIsoDate(date);
  if (!origin || !destination || !departureDate || origin === destination) return undefined;
  return { origin, destination, departureDate };
}

const legValue = (leg: FlightLeg) => `${leg.origin}-${leg.destination}-${leg.departureDate}`;

function parseList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const listValue = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** A list of an enumeration's values, in the enumeration's order; unknown values dropped. */
const parseEnumList = <const T extends string>(values: readonly T[], value: string | null): T[] => {
  const given = new Set(parseList(value));
  return values.filter((candidate) => given.has(candidate));
};

function parsePassengers(query: URLSearchParams): FlightPassengerCounts {
  const count = (key: keyof FlightPassengerCounts) =>
    parseQueryCount(query.get(key), {
      min: key === 'adults' ? 1 : 0,
      max: maxFlightPassengers,
      fallback: defaultFlightPassengerCounts[key],
    });
  return {
    adults: count('adults'),
    children: count('children'),
    seatedInfants: count('seatedInfants'),
    lapInfants: count('lapInfants'),
  };
}

/**
 * The search of an address, or undefined when it names no complete search: a trip type with the
 * number of legs it takes, each leg between two airports on a date, and dates in order. Counts
 * are clamped and the cabin defaults to Economy; never throws.
 */
export function parseFlightsSearchQuery(input: QueryInput): FlightsSearchQuery | undefined {
  const query = readQuery(input);
  const tripType = parseQueryEnum(flightTripTypes, query.get('tripType')) ?? 'round_trip';
  const legs = parseList(query.get('legs')).map(parseLeg);
  const { min, max } = flightLegCounts[tripType];
  if (legs.length < min || legs.length > max) return undefined;
  const known = legs.filter((leg): leg is FlightLeg => leg !== undefined);
  if (known.length !== legs.length) return undefined;
  const inOrder = known.every(
    (leg, index) => index === 0 || (known[index - 1]?.departureDate ?? '') <= leg.departureDate,
  );
  if (!inOrder) return undefined;
  return {
    search: {
      tripType,
      legs: known,
      passengers: parsePassengers(query),
      cabinClass: parseQueryEnum(cabinClasses, query.get('cabinClass')) ?? 'Economy',
    },
    flightShopType: parseFlightShopType(query.get('flightShopType')),
  };
}

const searchEntries = ({
  search,
  flightShopType,
}: FlightsSearchQuery): (readonly [string, QueryValue])[] => [
  ['tripType', search.tripType],
  ['legs', search.legs.map(legValue).join(',')],
  ['adults', search.passengers.adults],
  ['children', search.passengers.children || undefined],
  ['seatedInfants', search.passengers.seatedInfants || undefined],
  ['lapInfants', search.passengers.lapInfants || undefined],
  ['cabinClass', search.cabinClass],
  ['flightShopType', flightShopType === 'default' ? undefined : flightShopType],
];

/** The search page (/flights/), its form filled with a search when one is given. */
export function flightsSearchPath(query?: FlightsSearchQuery): string {
  return `${unlistedRoutePaths.flights}${query ? buildQueryString(searchEntries(query)) : ''}`;
}

export function parseFlightsShopQuery(input: QueryInput): FlightsShopQuery | undefined {
  const query = readQuery(input);
  const searched = parseFlightsSearchQuery(query);
  if (!searched) return undefined;
  const chosenFareIds = parseList(query.get('fares')).slice(0, searched.search.legs.length - 1);
  return {
    ...searched,
    chosenFareIds,
    sortKey: parseQueryEnum(flightSortKeys, query.get('sort')),
    filters: {
      airlines: parseEnumList(airlineFilters, query.get('airlines')),
      stops: parseQueryEnum(stopsFilters, query.get('stops')) ?? noFlightShopFilters.stops,
      kinds: parseEnumList(flightFilterKinds, query.get('filters')),
    },
  };
}

/** The flight list of the next leg to choose. */
export function flightsShopPath(query: FlightsShopQuery): string {
  return `${unlistedRoutePaths.flightsShop}${buildQueryString([
    ...searchEntries(query),
    ['fares', listValue(query.chosenFareIds)],
    ['sort', query.sortKey === 'fareScore' ? undefined : query.sortKey],
    ['airlines', listValue(query.filters.airlines)],
    ['stops', query.filters.stops === 'any' ? undefined : query.filters.stops],
    ['filters', listValue(query.filters.kinds)],
  ])}`;
}

/** The checkout's address: a search and one chosen fare per leg, or undefined when one is missing. */
export function parseFlightsBookQuery(input: QueryInput): FlightsBookQuery | undefined {
  const query = readQuery(input);
  const searched = parseFlightsSearchQuery(query);
  const chosenFareIds = parseList(query.get('fares'));
  if (!searched || chosenFareIds.length !== searched.search.legs.length) return undefined;
  const bookStep = parseBookStep(query.get(bookStepQueryKey));
  const addOns = parseEnumList(flightAddOnIds, query.get('addOns'));
  return {
    ...searched,
    chosenFareIds,
    ...(bookStep && { bookStep }),
    ...(addOns.length > 0 && { addOns }),
  };
}

export function flightsBookPath(query: FlightsBookQuery): string {
  return `${unlistedRoutePaths.flightsBook}${buildQueryString([
    ...searchEntries(query),
    ['fares', listValue(query.chosenFareIds)],
    ['addOns', listValue(query.addOns ?? [])],
    [bookStepQueryKey, query.bookStep === undefined ? undefined : bookStepValue(query.bookStep)],
  ])}`;
}

/** The flight booking's confirmation (ours: /flights/book/confirm/?bookingId=). */
export function flightsConfirmPath(bookingId: string): string {
  return `${unlistedRoutePaths.flightsConfirm}${buildQueryString([['bookingId', bookingId]])}`;
}

export function parseFlightsConfirmQuery(input: QueryInput): { readonly bookingId?: string } {
  return { bookingId: parseQueryText(readQuery(input).get('bookingId')) };
}
