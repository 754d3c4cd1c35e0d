import { searchHomes, shopListing, type HomesSearchQuery } from '@wayfare/api';
import { homesSearchPageSize } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { generatedListingCount } from '../fixtures/listings/generatedListings';
import { searchableListings } from '../fixtures/listings/searchableListings';
import { scenarioTestKit, tofinoSearch } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

/** Every page of a search, following its next offsets. */
async function allPages(query: HomesSearchQuery) {
  const pages = [await searchHomes(api, query)];
  for (let page = pages[0]; page?.nextPageOffset !== undefined;) {
    page = await searchHomes(api, query, page.nextPageOffset);
    pages.push(page);
  }
  return pages;
}

describe('search scenarios (STATES §5)', () => {
  it('search/results: the default Tofino search keeps its one home', async () => {
    play('search/results');
    const page = await searchHomes(api, tofinoSearch);
    expect(page.totalCount).toBe(1);
    expect(page.listings.map((home) => home.name)).toEqual([
      'Tofino Surf Estate on Chesterman Beach',
    ]);
  });

  it('search/500-homes: 500 homes of its own in Tofino, in pages of 10, none twice', async () => {
    play('search/500-homes');
    const pages = await allPages(tofinoSearch);
    expect(pages).toHaveLength(generatedListingCount / homesSearchPageSize);
    expect(pages.every((page) => page.totalCount === generatedListingCount)).toBe(true);
    const homes = pages.flatMap((page) => page.listings);
    expect(new Set(homes.map((home) => home.listingId.id)).size).toBe(generatedListingCount);
    expect(new Set(homes.map((home) => home.location.city))).toEqual(new Set(['Tofino']));
    // Its own homes: the happy path's searchable ones are not among them.
    const ids = new Set(homes.map((home) => home.listingId.id));
    expect(searchableListings.filter(({ content }) => ids.has(content.listingId.id))).toEqual([]);
  });

  it('search/500-homes: the same homes in the same order on every run, sortable by price', async () => {
    play('search/500-homes');
    const first = await searchHomes(api, tofinoSearch);
    expect(first.listings.slice(0, 3).map((home) => home.name)).toEqual(
      (await searchHomes(api, tofinoSearch)).listings.slice(0, 3).map((home) => home.name),
    );
    const byPrice = await searchHomes(api, { ...tofinoSearch, sortOrder: 'Pricing' });
    const prices = byPrice.listings.map((home) => home.nightly.fiat.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('search/500-homes: a card opens its listing, bookable for the stay', async () => {
    play('search/500-homes');
    const { listings } = await searchHomes(api, tofinoSearch, 250);
    const home = listings[0];
    expect(home).toBeDefined();
    const result = await shopListing(api, {
      listingId: home?.listingId.id ?? '',
      stayDates: tofinoSearch.stayDates,
      adults: 2,
      childAges: [],
      pets: 0,
    });
    expect(result).toMatchObject({
      status: 'listing',
      listing: {
        listing: { content: { name: home?.name } },
        availability: { AvailabilityResult: 'Available' },
      },
    });
  });
});
