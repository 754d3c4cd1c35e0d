import { describe, expect, it } from 'vitest';
import {
  buildPremiumStaysShopDetailsQuery,
  parsePremiumStaysShopDetailsQuery,
  parsePremiumStaysSource,
  premiumStaysShopDetailsPath,
  premiumStaysSources,
  type PremiumStaysShopDetailsQuery,
} from './premiumStaysShopDetailsQuery';

// spec: products §2 "Query: lodgingId, source, and an optional unavailable flag when true. Source
// values: MyTrips, Email, SearchPage, OffersSearchPage, Unknown."
describe('premium stays shop-details query', () => {
  it('holds the spec source values', () => {
    expect(premiumStaysSources).toEqual([
      'MyTrips',
      'Email',
      'SearchPage',
      'OffersSearchPage',
      'Unknown',
    ]);
  });

  it.each([
    ['MyTrips', 'MyTrips'],
    ['OffersSearchPage', 'OffersSearchPage'],
    ['mytrips', 'Unknown'],
    [null, 'Unknown'],
  ])('source %j is %s', (value, expected) => {
    expect(parsePremiumStaysSource(value)).toBe(expected);
  });

  it.each([
    [
      'an available lodging',
      { lodgingId: 'h-1', source: 'Email', unavailable: false },
      '/premium-stays/shop-details/?lodgingId=h-1&source=Email',
    ],
    [
      'an unavailable lodging',
      { lodgingId: 'h-1', source: 'SearchPage', unavailable: true },
      '/premium-stays/shop-details/?lodgingId=h-1&source=SearchPage&unavailable=true',
    ],
  ] satisfies [string, PremiumStaysShopDetailsQuery, string][])('%s', (_, query, path) => {
    expect(premiumStaysShopDetailsPath(query)).toBe(path);
    expect(parsePremiumStaysShopDetailsQuery(buildPremiumStaysShopDetailsQuery(query))).toEqual(
      query,
    );
  });

  it('reads an empty address as an unknown source, available', () => {
    expect(parsePremiumStaysShopDetailsQuery('?unavailable=false')).toEqual({
      lodgingId: undefined,
      source: 'Unknown',
      unavailable: false,
    });
  });
});
