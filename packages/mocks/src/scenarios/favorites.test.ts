import { getWishlistItemsByUser, getWishlists } from '@wayfare/api';
import { describe, expect, it } from 'vitest';
import { searchableListings } from '../fixtures/listings/searchableListings';
import { scenarioTestKit } from '../testing/scenarioTestKit';

const { api, play } = scenarioTestKit();

const knownListingIds = new Set(searchableListings.map(({ content }) => content.listingId.id));

describe('favorites scenarios (STATES §18)', () => {
  it('favorites/list: wishlists holding homes the listing fixtures know', async () => {
    play('favorites/list');
    const wishlists = await getWishlists(api);
    const items = await getWishlistItemsByUser(api);
    expect(wishlists.map((wishlist) => wishlist.name)).toEqual([
      'Summer by the water',
      'Ski weekends',
    ]);
    const wishlistIds = new Set(wishlists.map((wishlist) => wishlist.id.value));
    for (const wishlist of wishlists)
      expect(items.some((item) => item.wishlistId.value === wishlist.id.value)).toBe(true);
    for (const item of items) {
      expect(knownListingIds).toContain(item.product.id.value);
      expect(wishlistIds).toContain(item.wishlistId.value);
    }
  });

  it('favorites/empty: no wishlists and nothing saved', async () => {
    play('favorites/empty');
    await expect(getWishlists(api)).resolves.toEqual([]);
    await expect(getWishlistItemsByUser(api)).resolves.toEqual([]);
  });

  it('favorites/loading: the wishlists never answer', async () => {
    play('favorites/loading');
    const signal = AbortSignal.timeout(200);
    await expect(getWishlists(api, signal)).rejects.toMatchObject({ kind: 'aborted' });
    await expect(getWishlistItemsByUser(api, AbortSignal.timeout(200))).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
