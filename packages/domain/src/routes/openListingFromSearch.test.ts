import { describe, expect, it } from 'vitest';
import { buildListingQuery, parseListingQuery } from './listingQuery';
import { listingQueryFromSearch } from './openListingFromSearch';

const search = {
  locationName: 'Tofino, BC',
  fromDate: '2026-08-01',
  untilDate: '2026-08-04',
  adultsCount: 2,
  childrenCount: 1,
  petsCount: 1,
};

// spec: platform §2 listing query "listingId, fromDate, untilDate, adultsCount, children, petsCount, locationName,
// lodgingSelection (encoded JSON), hotelDetailsEntrySource (list, map, ...), sortOrder, ..., selectedLodgingIndex"
describe('listingQueryFromSearch', () => {
  it('carries the stay, the guests, the search term, the view, the sort and the position', () => {
    const query = listingQueryFromSearch(
      { ...search, sortOrder: 'Pricing', view: 'map' },
      { listingId: 'listing-1', index: 4 },
    );
    expect(query).toMatchObject({
      listingId: 'listing-1',
      fromDate: '2026-08-01',
      untilDate: '2026-08-04',
      adultsCount: 2,
      children: [{ age: 17 }],
      petsCount: 1,
      locationName: 'Tofino, BC',
      lodgingSelection: { kind: 'Place', placeTerm: 'Tofino, BC' },
      hotelDetailsEntrySource: 'map',
      sortOrder: 'Pricing',
      selectedLodgingIndex: 4,
    });
  });

  it('opens from the list by default, recommended order, and without a place when none was typed', () => {
    const query = listingQueryFromSearch(
      { ...search, locationName: '  ', petsCount: undefined },
      { listingId: 'listing-1', index: 0 },
    );
    expect(query).toMatchObject({
      hotelDetailsEntrySource: 'list',
      sortOrder: 'Recommended',
      petsCount: 0,
    });
    expect(query.lodgingSelection).toBeUndefined();
    expect(query.locationName).toBeUndefined();
  });

  it('writes an address the listing page reads back', () => {
    const query = listingQueryFromSearch(search, { listingId: 'listing-1', index: 2 });
    expect(
      parseListingQuery(buildListingQuery(query), { today: '2026-07-01', tenant: 'consumer' }),
    ).toEqual(query);
  });
});
