import { describe, expect, it } from 'vitest';
import { childrenOfCount, type ListingQuery } from './listingQuery';
import {
  backFromListingPath,
  backToSearchResultsQuery,
  continueToCheckoutPath,
  searchResultsStayDates,
} from './listingNavigation';

const listing: ListingQuery = {
  listingId: 'L1',
  fromDate: '2026-08-10',
  untilDate: '2026-08-15',
  adultsCount: 2,
  children: childrenOfCount(1),
  petsCount: 0,
  locationName: 'Near the lake',
  isTravelApp: false,
  roomsCount: 1,
  recommended: false,
};
const listingSearch =
  '?listingId=L1&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=2&children=1&locationName=Near+the+lake&roomsCount=1';

// 21:30 on 1 July in Toronto (EDT, UTC-4), already 2 July in UTC.
const torontoEvening = { now: new Date('2026-07-02T01:30:00Z'), timeZone: 'America/Toronto' };

// spec: platform §2 "Continue goes to the checkout route and keeps the query."
describe('continueToCheckoutPath', () => {
  it.each([
    ['on the web', listing, `/vacation-rentals/book/${listingSearch}`],
    [
      'in the travel app, mirroring the first step in bookStep',
      { ...listing, isTravelApp: true },
      '/vacation-rentals/book/?listingId=L1&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=2&children=1&locationName=Near+the+lake&isTravelApp=true&roomsCount=1&bookStep=0',
    ],
  ])('%s', (_, query, path) => {
    expect(continueToCheckoutPath(query)).toBe(path);
  });
});

// spec: platform §2 "dates are adjusted for the time-zone offset" (our reading: calendar days in the
// traveller's zone, today from the clock in that zone, then the listing's default-dates rule).
describe('searchResultsStayDates', () => {
  it.each([
    [
      'calendar days are kept',
      { from: '2026-08-10', until: '2026-08-15' },
      torontoEvening,
      { from: '2026-08-10', until: '2026-08-15' },
    ],
    [
      'tomorrow in Toronto is still a valid start at 21:30 local',
      { from: '2026-07-02', until: '2026-07-04' },
      torontoEvening,
      { from: '2026-07-02', until: '2026-07-04' },
    ],
    [
      'the same instant read in UTC is already 2 July, so the start moves to 3 July',
      { from: '2026-07-02', until: '2026-07-04' },
      { now: torontoEvening.now, timeZone: 'UTC' },
      { from: '2026-07-03', until: '2026-07-04' },
    ],
    [
      'an instant at 23:59 Toronto time is that day, not the next UTC day',
      { from: new Date('2026-08-10T03:59:00Z'), until: new Date('2026-08-15T03:59:00Z') },
      torontoEvening,
      { from: '2026-08-09', until: '2026-08-14' },
    ],
    [
      'an instant at 00:00 Toronto time is the new day',
      { from: new Date('2026-08-10T04:00:00Z'), until: new Date('2026-08-15T04:00:00Z') },
      torontoEvening,
      { from: '2026-08-10', until: '2026-08-15' },
    ],
    [
      'the default time zone is America/Toronto',
      { from: new Date('2026-08-10T03:59:00Z'), until: '2026-08-15' },
      { now: torontoEvening.now },
      { from: '2026-08-09', until: '2026-08-15' },
    ],
    [
      'invalid dates take the default stay',
      { from: new Date(Number.NaN), until: 'soon' },
      torontoEvening,
      { from: '2026-07-02', until: '2026-07-04' },
    ],
  ])('%s', (_, dates, context, expected) => {
    expect(searchResultsStayDates(dates, context)).toEqual(expected);
  });
});

// spec: platform §2 "rebuild the search from lodgingSelection, with the search term being the place
// term or "city, state"" and the back query's keys.
describe('backToSearchResultsQuery', () => {
  it.each([
    ['a place term', { kind: 'Place', placeTerm: 'Lake Tahoe' } as const, 'Lake Tahoe'],
    [
      'a city and state',
      { kind: 'CityState', city: 'Asheville', state: 'NC' } as const,
      'Asheville, NC',
    ],
    ['no selection: the listing locationName', undefined, 'Near the lake'],
  ])('searches %s', (_, lodgingSelection, locationName) => {
    expect(backToSearchResultsQuery({ ...listing, lodgingSelection }, torontoEvening)).toEqual({
      locationName,
      fromDate: '2026-08-10',
      untilDate: '2026-08-15',
      adultsCount: 2,
      childrenCount: 1,
      petsCount: undefined,
    });
  });

  it('carries pets only when there are some', () => {
    expect(backToSearchResultsQuery({ ...listing, petsCount: 2 }, torontoEvening).petsCount).toBe(
      2,
    );
  });
});

// spec: platform §2 "Back from a listing: if fromWishlistId is in the query, go to that wishlist page".
describe('backFromListingPath', () => {
  it.each([
    ['from a wishlist', { ...listing, fromWishlistId: 'w-9' }, '/favorites/?wishlistId=w-9'],
    [
      "from a wishlist's map",
      { ...listing, fromWishlistId: 'w-9', hotelDetailsEntrySource: 'favorites_map' } as const,
      '/favorites/?wishlistId=w-9&view=favorites_map',
    ],
    [
      "from a wishlist's list",
      { ...listing, fromWishlistId: 'w-9', hotelDetailsEntrySource: 'favorites_list' } as const,
      '/favorites/?wishlistId=w-9',
    ],
    [
      'from a search',
      {
        ...listing,
        lodgingSelection: { kind: 'CityState', city: 'Asheville', state: 'NC' },
      } as const,
      '/vacation-rentals/?locationName=Asheville%2C+NC&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=2&childrenCount=1',
    ],
    [
      'from a search with pets',
      { ...listing, petsCount: 1 },
      '/vacation-rentals/?locationName=Near+the+lake&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=2&childrenCount=1&petsCount=1',
    ],
  ])('%s', (_, query, path) => {
    expect(backFromListingPath(query, torontoEvening)).toBe(path);
  });
});
