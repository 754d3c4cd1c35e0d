import { parseSearchResultsQuery } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { homesSearchQueryOf, searchGuestsOf, withSearchGuests } from './searchPageState';

const query = parseSearchResultsQuery(
  '?locationName=Tofino&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2&childrenCount=2&petsCount=1&sortOrder=Pricing',
  {
    today: '2026-07-01',
    tenant: 'consumer',
  },
);

describe('search page state', () => {
  it('asks the search call for the address place, stay, guests and sort', () => {
    expect(homesSearchQueryOf({ ...query, locationName: 'Tofino' })).toEqual({
      locationName: 'Tofino',
      stayDates: { from: '2026-08-10', until: '2026-08-13' },
      adults: 2,
      childAges: [17, 17],
      pets: 1,
      sortOrder: 'Pricing',
    });
  });

  it('turns the address counts into the guest picker value and back', () => {
    const guests = searchGuestsOf(query);
    expect(guests).toEqual({
      adultsCount: 2,
      children: [{ age: 17 }, { age: 17 }],
      petsCount: 1,
      roomsCount: 1,
    });
    expect(withSearchGuests(query, { ...guests, children: [], petsCount: 0 })).toMatchObject({
      childrenCount: 0,
      petsCount: undefined,
    });
  });
});
