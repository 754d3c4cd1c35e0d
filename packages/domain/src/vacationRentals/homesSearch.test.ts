import { describe, expect, it } from 'vitest';
import { homesSearchPageSize, homesSearchResponseSchema } from './homesSearch';

const usd = (value: number) => ({ fiat: { value, currencyCode: 'USD', currencySymbol: '$' } });

describe('homes search answer', () => {
  // spec: products §7, §9 "A search-result page size of 10"
  it('pages by 10', () => {
    expect(homesSearchPageSize).toBe(10);
  });

  it('reads a page of results, the last one without a next offset', () => {
    const page = {
      value: {
        listings: [
          {
            listingId: { id: 'listing-1' },
            name: 'Cabin',
            media: [{ url: 'https://example.com/1.jpg' }],
            numberOfBedrooms: 2,
            location: { lat: 45.2, lon: -78.9, city: 'Dorset', state: 'ON' },
            nightly: usd(289),
            total: usd(1216.41),
          },
        ],
        totalCount: 1,
      },
    };
    expect(homesSearchResponseSchema.parse(page).value.nextPageOffset).toBeUndefined();
    expect(
      homesSearchResponseSchema.safeParse({ value: { listings: [], totalCount: -1 } }).success,
    ).toBe(false);
  });
});
