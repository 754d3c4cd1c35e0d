import { describe, expect, it } from 'vitest';
import {
  carsEntryPoints,
  entryPoints,
  experiencesEntryPoints,
  hotelEntryPoints,
  packagesEntryPoints,
  parseCarsEntryPoint,
  parseEntryPoint,
  parseExperiencesEntryPoint,
  parseHotelEntryPoint,
  parsePackagesEntryPoint,
} from './entryPoints';
import { flightShopTypeQueryKey, flightShopTypes, parseFlightShopType } from './flightShopTypes';
import { hotelBookTypeQueryKey, hotelBookTypes, parseHotelBookType } from './hotelBookTypes';
import {
  parsePriceFreezeEntry,
  priceFreezeEntries,
  priceFreezeEntryQueryKey,
} from './priceFreezeEntries';
import {
  parseReferenceScreen,
  referenceScreenQueryKey,
  referenceScreens,
} from './referenceScreens';
import { parseResultViewMode, resultViewModes } from './resultViewModes';

// spec: products §2, the address values list by list, written out from the spec text.
describe('products §2 address values', () => {
  it('hold the spec values and query keys', () => {
    expect(resultViewModes).toEqual(['map', 'list', 'favorites_map', 'favorites_list']);
    expect(hotelBookTypeQueryKey).toBe('hotelBookType');
    expect(hotelBookTypes).toEqual(['Miles', 'Cash']);
    expect(priceFreezeEntryQueryKey).toBe('priceFreezeEntry');
    expect(priceFreezeEntries).toEqual(['pf-purchase', 'pf-exercise', 'default']);
    expect(flightShopTypeQueryKey).toBe('flightShopType');
    expect(flightShopTypes).toEqual([
      'default',
      'chfar-exercise',
      'dp-exercise',
      'pf-purchase',
      'pf-exercise',
    ]);
    expect(referenceScreenQueryKey).toBe('referenceScreen');
    expect(referenceScreens).toEqual(['air_homepage', 'hotel_homepage', 'my_trips_homepage']);
  });

  it('hold every entry-point tag', () => {
    expect(hotelEntryPoints).toEqual([
      'cross_sell_hotel_flights_checkout',
      'cross_sell_hotel_mytrips',
      'cross_sell_hotel_homepage',
      'search_distance_from',
      'recently_viewed_hotel',
      'recently_searched_hotel',
      'recently_searched_autocomplete',
      'travel_sale_landing',
      'travel_sale_homepage',
      'book_again_hotel_mytrips',
      'book_again_hotel_confirmation_page',
    ]);
    expect(experiencesEntryPoints).toEqual(['experiences_homepage', 'experiences_availability']);
    expect(packagesEntryPoints).toEqual([
      'flight_list',
      'flight_search',
      'recently_searched_package',
    ]);
    expect(carsEntryPoints).toEqual(['recently_searched_car']);
    expect(entryPoints).toHaveLength(11 + 2 + 3 + 1);
  });
});

// spec: products §2 defaults: priceFreezeEntry "default", flightShopType "default", referenceScreen
// "air_homepage (default)"; view modes, book types and entry points name none.
describe('address value parsers', () => {
  it.each([
    ['pf-exercise', 'pf-exercise'],
    ['pf_exercise', 'default'],
    [null, 'default'],
  ])('priceFreezeEntry %j is %s', (value, expected) => {
    expect(parsePriceFreezeEntry(value)).toBe(expected);
  });

  it.each([
    ['chfar-exercise', 'chfar-exercise'],
    ['dp-exercise', 'dp-exercise'],
    ['cfar-exercise', 'default'],
    [undefined, 'default'],
  ])('flightShopType %j is %s', (value, expected) => {
    expect(parseFlightShopType(value)).toBe(expected);
  });

  it.each([
    ['my_trips_homepage', 'my_trips_homepage'],
    ['car_homepage', 'air_homepage'],
    ['', 'air_homepage'],
  ])('referenceScreen %j is %s', (value, expected) => {
    expect(parseReferenceScreen(value)).toBe(expected);
  });

  it.each([
    [parseResultViewMode, 'favorites_list', 'grid'],
    [parseHotelBookType, 'Miles', 'miles'],
    [parseEntryPoint, 'recently_searched_car', 'newsletter'],
    [parseHotelEntryPoint, 'travel_sale_landing', 'flight_list'],
    [parseExperiencesEntryPoint, 'experiences_availability', 'recently_searched_hotel'],
    [parsePackagesEntryPoint, 'recently_searched_package', 'recently_searched_car'],
    [parseCarsEntryPoint, 'recently_searched_car', 'recently_searched_package'],
  ] as const)('%o keeps %s and drops %s', (parse, known, unknown) => {
    expect(parse(known)).toBe(known);
    expect(parse(unknown)).toBeUndefined();
    expect(parse(null)).toBeUndefined();
  });
});
