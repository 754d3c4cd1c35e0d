import { generatedListingById } from '../fixtures/listings/generatedListings';
import type { ListingFixture } from '../fixtures/listings/listingFixture';
import { searchableListings } from '../fixtures/listings/searchableListings';

const byId = new Map<string, ListingFixture>(
  searchableListings.map((fixture) => [fixture.content.listingId.id, fixture]),
);

/**
 * The listing fixture the shop, quote and booking calls name by its id: a searchable home, or one
 * of the generated homes of `search/500-homes`, so a card of that scenario opens its listing.
 */
export function listingFixtureById(listingId: string | undefined): ListingFixture | undefined {
  return listingId === undefined
    ? undefined
    : (byId.get(listingId) ?? generatedListingById(listingId));
}
