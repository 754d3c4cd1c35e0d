import { describe, expect, it } from 'vitest';
import {
  buildSearchResultsQuery,
  parseSearchResultsQuery,
  searchResultsPath,
  type SearchResultsQuery,
} from './searchResultsQuery';

const consumer = { today: '2026-07-01', tenant: 'consumer' } as const;

// spec: platform §2 "Back to the search results page carries locationName, fromDate, untilDate,
// adultsCount, childrenCount and optional petsCount".
describe('parseSearchResultsQuery', () => {
  it.each([
    [
      'every parameter',
      '?locationName=Asheville%2C%20NC&fromDate=2026-08-10&untilDate=2026-08-15&adultsCount=3&childrenCount=1&petsCount=2',
      {
        locationName: 'Asheville, NC',
        fromDate: '2026-08-10',
        untilDate: '2026-08-15',
        adultsCount: 3,
        childrenCount: 1,
        petsCount: 2,
      },
    ],
    [
      'nothing: the listing defaults',
      '',
      { fromDate: '2026-07-02', untilDate: '2026-07-04', adultsCount: 2, childrenCount: 0 },
    ],
    [
      'counts out of bounds (platform §9 max guests 16)',
      '?adultsCount=20&childrenCount=4&petsCount=-1',
      { fromDate: '2026-07-02', untilDate: '2026-07-04', adultsCount: 16, childrenCount: 0 },
    ],
    [
      'unreadable counts',
      '?adultsCount=two&childrenCount=x&petsCount=0',
      { fromDate: '2026-07-02', untilDate: '2026-07-04', adultsCount: 2, childrenCount: 0 },
    ],
  ])('%s', (_, search, expected) => {
    expect(parseSearchResultsQuery(search, consumer)).toEqual(expected);
  });

  // spec: platform §9 "Default guests: ... 1 (corporate)".
  it('starts the corporate tenant with 1 adult', () => {
    expect(
      parseSearchResultsQuery('', { today: '2026-07-01', tenant: 'corporate' }).adultsCount,
    ).toBe(1);
  });
});

describe('buildSearchResultsQuery', () => {
  const query: SearchResultsQuery = {
    locationName: 'Lake Tahoe',
    fromDate: '2026-08-10',
    untilDate: '2026-08-12',
    adultsCount: 2,
    childrenCount: 1,
  };

  it.each([
    ['without pets', query],
    ['with pets', { ...query, petsCount: 1 }],
    ['without a place', { ...query, locationName: undefined }],
  ] satisfies [string, SearchResultsQuery][])('round-trips a query %s', (_, value) => {
    expect(parseSearchResultsQuery(buildSearchResultsQuery(value), consumer)).toEqual(value);
  });

  it('leaves out no pets, and puts the query on /vacation-rentals/', () => {
    expect(searchResultsPath({ ...query, petsCount: 0 })).toBe(
      '/vacation-rentals/?locationName=Lake+Tahoe&fromDate=2026-08-10&untilDate=2026-08-12&adultsCount=2&childrenCount=1',
    );
  });
});

describe('the results page sort and view', () => {
  const context = { today: '2026-07-01', tenant: 'consumer' as const };

  it.each([
    ['?sortOrder=Pricing&view=map', 'Pricing', 'map'],
    ['?sortOrder=StarRating&view=list', 'StarRating', 'list'],
    ['?sortOrder=Cheapest&view=favorites_map', undefined, undefined],
    ['', undefined, undefined],
  ])('%s reads sort %s and view %s', (search, sortOrder, view) => {
    expect(parseSearchResultsQuery(search, context)).toMatchObject({ sortOrder, view });
  });

  it('leaves the defaults out of the address and reads back what it writes', () => {
    const query = parseSearchResultsQuery(
      '?locationName=Tofino&sortOrder=Pricing&view=map',
      context,
    );
    expect(parseSearchResultsQuery(buildSearchResultsQuery(query), context)).toEqual(query);
    expect(
      buildSearchResultsQuery({ ...query, sortOrder: 'Recommended', view: 'list' }),
    ).not.toMatch(/sortOrder|view/);
  });
});
