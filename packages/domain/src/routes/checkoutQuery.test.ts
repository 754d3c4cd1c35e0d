import { describe, expect, it } from 'vitest';
import {
  buildCheckoutQuery,
  checkoutPath,
  checkoutStepPath,
  checkoutWithoutListingPath,
  mobileCheckoutBackPath,
  parseCheckoutQuery,
  type CheckoutQuery,
} from './checkoutQuery';
import { childrenOfCount, type ListingQuery } from './listingQuery';

const context = { today: '2026-07-01', tenant: 'consumer' } as const;

const listing: ListingQuery = {
  listingId: 'L1',
  fromDate: '2026-08-10',
  untilDate: '2026-08-12',
  adultsCount: 2,
  children: childrenOfCount(1),
  petsCount: 0,
  isTravelApp: false,
  roomsCount: 1,
  recommended: false,
};
const travelApp: ListingQuery = { ...listing, isTravelApp: true };
const listingSearch =
  '?listingId=L1&fromDate=2026-08-10&untilDate=2026-08-12&adultsCount=2&children=1&roomsCount=1';
const travelAppSearch =
  '?listingId=L1&fromDate=2026-08-10&untilDate=2026-08-12&adultsCount=2&children=1&isTravelApp=true&roomsCount=1';

// spec: platform §2 "Continue goes to the checkout route and keeps the query"; "In travel-app mode
// the step is mirrored in the query parameter bookStep".
describe('checkout query', () => {
  it.each([
    ['without a step', listing],
    ['at a step', { ...travelApp, bookStep: 'RewardsAndPayment' }],
  ] satisfies [string, CheckoutQuery][])('round-trips %s', (_, query) => {
    expect(parseCheckoutQuery(buildCheckoutQuery(query), context)).toEqual(query);
  });

  it('reads an unknown bookStep as no step', () => {
    expect(parseCheckoutQuery(`${listingSearch}&bookStep=9`, context).bookStep).toBeUndefined();
  });

  it('is the listing query on the checkout path', () => {
    expect(checkoutPath(listing)).toBe(`/vacation-rentals/book/${listingSearch}`);
  });
});

describe('checkoutStepPath', () => {
  it.each([
    ['web: the step stays out of the address', listing, 'Review', listingSearch],
    ['travel app: the step is mirrored', travelApp, 'Review', `${travelAppSearch}&bookStep=3`],
  ] as const)('%s', (_, query, step, search) => {
    expect(checkoutStepPath(query, step)).toBe(`/vacation-rentals/book/${search}`);
  });
});

// spec: platform §4 "Back from Traveler goes to the listing, from Payment to Traveler, from Review to Payment."
describe('mobileCheckoutBackPath', () => {
  it.each([
    ['TravelerInformation', `/vacation-rentals/shop/${travelAppSearch}`],
    ['RewardsAndPayment', `/vacation-rentals/book/${travelAppSearch}&bookStep=0`],
    ['Review', `/vacation-rentals/book/${travelAppSearch}&bookStep=2`],
  ] as const)('back from %s in the travel app', (step, path) => {
    expect(mobileCheckoutBackPath({ ...travelApp, bookStep: step }, step)).toBe(path);
  });
});

// spec: platform §2 "If no listing is selected, checkout goes back to the shop."
describe('checkoutWithoutListingPath', () => {
  it('goes back to the shop with the same query, without the step', () => {
    expect(
      checkoutWithoutListingPath({ ...listing, listingId: undefined, bookStep: 'Review' }),
    ).toBe(
      '/vacation-rentals/shop/?fromDate=2026-08-10&untilDate=2026-08-12&adultsCount=2&children=1&roomsCount=1',
    );
  });
});
