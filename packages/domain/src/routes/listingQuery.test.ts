import { describe, expect, it } from 'vitest';
import {
  buildListingQuery,
  childrenOfCount,
  hotelDetailsEntrySources,
  listingPath,
  parseListingQuery,
  stayOf,
  type ListingQuery,
} from './listingQuery';
import { vacationRentalSortOrders, type ListingQueryContext } from './stayAndGuestCounts';

const today = '2026-07-01';
const consumer: ListingQueryContext = { today, tenant: 'consumer' };
const corporate: ListingQueryContext = { today, tenant: 'corporate' };

const full: ListingQuery = {
  listingId: 'listing-42',
  fromDate: '2026-08-10',
  untilDate: '2026-08-15',
  adultsCount: 3,
  children: childrenOfCount(2),
  petsCount: 1,
  locationName: 'Asheville, NC',
  lodgingSelection: { kind: 'CityState', city: 'Asheville', state: 'NC' },
  hotelDetailsEntrySource: 'favorites_map',
  sortOrder: 'StarRating',
  isTravelApp: true,
  selectedLodgingIndex: 0,
  selectedAccountIndex: 2,
  roomsCount: 2,
  fromWishlistId: 'wishlist-7',
  recommended: true,
};

const minimal: ListingQuery = {
  listingId: undefined,
  fromDate: '2026-07-02',
  untilDate: '2026-07-04',
  adultsCount: 2,
  children: [],
  petsCount: 0,
  locationName: undefined,
  lodgingSelection: undefined,
  hotelDetailsEntrySource: undefined,
  sortOrder: undefined,
  isTravelApp: false,
  selectedLodgingIndex: undefined,
  selectedAccountIndex: undefined,
  roomsCount: 1,
  fromWishlistId: undefined,
  recommended: false,
};

// spec: platform §2 hotelDetailsEntrySource "(list, map, favorites_map, favorites_list)", sortOrder
// "(Recommended, Pricing, StarRating)".
describe('listing query enumerations', () => {
  it('hold the spec values', () => {
    expect(hotelDetailsEntrySources).toEqual(['list', 'map', 'favorites_map', 'favorites_list']);
    expect(vacationRentalSortOrders).toEqual(['Recommended', 'Pricing', 'StarRating']);
  });
});

// spec: platform §2 "Vacation-rental listing (shop) route": query parameters and defaults.
describe('parseListingQuery', () => {
  it('reads every parameter of the spec', () => {
    const search =
      '?listingId=listing-42&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=3&children=2' +
      '&petsCount=1&locationName=Asheville%2C+NC' +
      `&lodgingSelection=${encodeURIComponent('{"kind":"CityState","city":"Asheville","state":"NC"}')}` +
      '&hotelDetailsEntrySource=favorites_map&sortOrder=StarRating&isTravelApp=true' +
      '&selectedLodgingIndex=0&selectedAccountIndex=2&roomsCount=2&fromWishlistId=wishlist-7' +
      '&recommended=true';
    expect(parseListingQuery(search, consumer)).toEqual(full);
    expect(parseListingQuery(new URLSearchParams(search), consumer)).toEqual(full);
  });

  // spec: platform §2 "adultsCount (default 2)"; platform §9 "Default guests: 2 adults (consumer
  // tenant), 1 (corporate)"; default dates from tomorrow for 2 nights.
  it.each([
    ['consumer', consumer, 2],
    ['corporate', corporate, 1],
  ])('an empty address in the %s tenant takes the defaults', (_, context, adults) => {
    expect(parseListingQuery('', context)).toEqual({ ...minimal, adultsCount: adults });
  });

  // spec: platform §2 "children (each counted and stored as age 17)".
  it.each([
    ['0', []],
    ['1', [{ age: 17 }]],
    ['3', [{ age: 17 }, { age: 17 }, { age: 17 }]],
    ['-2', []],
    ['many', []],
  ])('children=%s is %j', (children, expected) => {
    expect(parseListingQuery(`?children=${children}`, consumer).children).toEqual(expected);
  });

  // spec: platform §5, §9 "Max guests 16 by default" counting children; "Maximum rooms 10".
  it.each([
    ['adultsCount=1', { adultsCount: 1 }],
    ['adultsCount=16', { adultsCount: 16 }],
    ['adultsCount=17', { adultsCount: 16 }],
    ['adultsCount=0', { adultsCount: 1 }],
    ['adultsCount=-3', { adultsCount: 1 }],
    ['adultsCount=2.5', { adultsCount: 2 }],
    ['adultsCount=x', { adultsCount: 2 }],
    ['adultsCount=14&children=2', { adultsCount: 14, children: childrenOfCount(2) }],
    ['adultsCount=14&children=3', { adultsCount: 14, children: childrenOfCount(2) }],
    ['adultsCount=16&children=1', { adultsCount: 16, children: [] }],
    ['roomsCount=10', { roomsCount: 10 }],
    ['roomsCount=11', { roomsCount: 10 }],
    ['roomsCount=0', { roomsCount: 1 }],
    ['roomsCount=two', { roomsCount: 1 }],
    ['petsCount=0', { petsCount: 0 }],
    ['petsCount=10', { petsCount: 10 }],
    ['petsCount=11', { petsCount: 10 }],
    ['petsCount=-1', { petsCount: 0 }],
    ['petsCount=some', { petsCount: 0 }],
  ])('%s is clamped to %j', (search, expected) => {
    expect(parseListingQuery(`?${search}`, consumer)).toMatchObject(expected);
  });

  // spec: platform §2 "Default dates: from is the later of the query date and tomorrow. Until is the
  // query date if it is after from, otherwise from plus 2 days."
  it.each([
    ['2026-07-01', '2026-07-05', '2026-07-02', '2026-07-05'],
    ['2026-07-02', '2026-07-03', '2026-07-02', '2026-07-03'],
    ['2026-08-10', '2026-08-10', '2026-08-10', '2026-08-12'],
    ['08/10/2026', '2026-13-01', '2026-07-02', '2026-07-04'],
  ])('fromDate=%s untilDate=%s is %s to %s', (fromDate, untilDate, from, until) => {
    expect(
      parseListingQuery(`?fromDate=${fromDate}&untilDate=${untilDate}`, consumer),
    ).toMatchObject({ fromDate: from, untilDate: until });
  });

  it('drops unknown enumeration values, bad indices and an unreadable lodgingSelection', () => {
    const parsed = parseListingQuery(
      '?hotelDetailsEntrySource=grid&sortOrder=pricing&selectedLodgingIndex=-1' +
        '&selectedAccountIndex=first&lodgingSelection=%7Bnope&isTravelApp=yes&recommended=1' +
        '&listingId=&fromWishlistId=%20&locationName=',
      consumer,
    );
    expect(parsed).toEqual(minimal);
  });

  it('never throws on a mangled address', () => {
    expect(() => parseListingQuery('?%%%=%E0%A4%A&&=&adultsCount=%', consumer)).not.toThrow();
  });
});

// The builder writes the same query back: parse(build(x)) equals x.
describe('buildListingQuery', () => {
  it.each([
    ['every parameter', full],
    ['the defaults', minimal],
    ['a corporate single adult', { ...minimal, adultsCount: 1 }],
    [
      'a place selection and list entry',
      {
        ...minimal,
        listingId: 'a/b?c&d',
        lodgingSelection: { kind: 'Place', placeTerm: 'Lake Tahoe & Truckee' },
        locationName: 'Lake Tahoe',
        hotelDetailsEntrySource: 'list',
        sortOrder: 'Pricing',
      },
    ],
  ] satisfies [string, ListingQuery][])('round-trips %s', (_, query) => {
    expect(parseListingQuery(buildListingQuery(query), consumer)).toEqual(query);
  });

  it('writes the spec keys in the spec order, leaving out absent values and no pets', () => {
    expect(buildListingQuery(minimal)).toBe(
      '?fromDate=2026-07-02&untilDate=2026-07-04&adultsCount=2&children=0&roomsCount=1',
    );
  });

  it('puts the query on the shop path', () => {
    expect(listingPath({ ...minimal, listingId: 'L1' })).toBe(
      '/vacation-rentals/shop/?listingId=L1&fromDate=2026-07-02&untilDate=2026-07-04&adultsCount=2&children=0&roomsCount=1',
    );
  });
});

describe('stayOf', () => {
  // spec: platform §7 "POST /homes/shop: listingId; stayDetails.dateRange; guestDetails adults, children"; §2 children stored as age 17
  it('is the stay and guests of a listing address', () => {
    expect(stayOf({ ...full, listingId: 'listing-42' })).toEqual({
      listingId: 'listing-42',
      stayDates: { from: '2026-08-10', until: '2026-08-15' },
      adults: 3,
      childAges: [17, 17],
      pets: 1,
    });
  });
});
