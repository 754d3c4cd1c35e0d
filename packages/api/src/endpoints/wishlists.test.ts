import { wishlistCalls } from '@wayfare/domain';
import { issuedCsrfToken } from '@wayfare/mocks';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient';
import {
  addWishlistItem,
  createWishlist,
  deleteWishlist,
  getWishlist,
  getWishlistItemsByUser,
  getWishlists,
  removeListingFromWishlists,
  renameWishlist,
} from './wishlists';

const { server } = mockServer();

const api = createApiClient({
  baseUrl: 'http://wayfare.test',
  fetch: (input, init) => globalThis.fetch(input, init),
  // No page in Node: the token the fake backend issued stands in for its cookie.
  getCsrfToken: issuedCsrfToken,
});

const base = '/api/v0/travel/wishlists';

// spec: platform §7 "Wishlists (all POST unless noted, under /api/v0/travel/wishlists)"
describe('wishlist endpoints', () => {
  it('send each call with the method, path and body of the spec', async () => {
    const calls = recordRequests(server);
    const wishlist = await createWishlist(api, { name: 'Ski trip' });
    await renameWishlist(api, { wishlistId: wishlist.id, name: 'Ski weekends' });
    await addWishlistItem(api, {
      product: { id: { value: 'listing-city-loft' } },
      wishlistId: wishlist.id,
    });
    await getWishlist(api, wishlist.id.value);
    await getWishlists(api);
    await getWishlistItemsByUser(api);
    await removeListingFromWishlists(api, 'listing-city-loft');
    await deleteWishlist(api, wishlist.id.value);
    const id = wishlist.id;
    expect(calls).toEqual([
      { method: 'POST', path: `${base}/wishlist/create`, body: { name: 'Ski trip' } },
      {
        method: 'PUT',
        path: `${base}/wishlist/update`,
        body: { wishlistId: id, name: 'Ski weekends' },
      },
      {
        method: 'POST',
        path: `${base}/wishlist-item/create`,
        body: { product: { id: { value: 'listing-city-loft' } }, wishlistId: id },
      },
      { method: 'POST', path: `${base}/wishlist/get`, body: { wishlistId: id } },
      { method: 'POST', path: `${base}/wishlist/get-all`, body: {} },
      { method: 'POST', path: `${base}/wishlist/get-all-wishlist-items-by-user`, body: {} },
      {
        method: 'POST',
        path: `${base}/wishlist-item/delete-all`,
        body: { productId: { value: 'listing-city-loft' } },
      },
      { method: 'POST', path: `${base}/wishlist/delete`, body: { wishlistId: id } },
    ]);
    expect(new Set(calls.map(({ method, path }) => `${method} ${path}`))).toEqual(
      new Set(Object.values(wishlistCalls).map(({ method, path }) => `${method} /api/v0${path}`)),
    );
  });

  it('read what the fake backend keeps: a created, filled, renamed and deleted wishlist', async () => {
    const created = await createWishlist(api, { name: 'City breaks' });
    expect((await getWishlists(api)).map((wishlist) => wishlist.name)).toContain('City breaks');
    await addWishlistItem(api, {
      product: { id: { value: 'listing-city-loft' } },
      wishlistId: created.id,
    });
    await expect(getWishlist(api, created.id.value)).resolves.toEqual({
      wishlist: created,
      wishlistItems: [{ product: { id: { value: 'listing-city-loft' } }, wishlistId: created.id }],
    });
    const renamed = await renameWishlist(api, { wishlistId: created.id, name: 'Weekends away' });
    expect(renamed).toEqual({ id: created.id, name: 'Weekends away' });
    await deleteWishlist(api, created.id.value);
    const after = await getWishlists(api);
    expect(after.map((wishlist) => wishlist.id.value)).not.toContain(created.id.value);
    const items = await getWishlistItemsByUser(api);
    expect(items.map((item) => item.wishlistId.value)).not.toContain(created.id.value);
  });

  it('delete-all takes a listing out of every wishlist', async () => {
    const before = await getWishlistItemsByUser(api);
    expect(before.filter((item) => item.product.id.value === 'listing-beach-house')).toHaveLength(
      2,
    );
    await removeListingFromWishlists(api, 'listing-beach-house');
    const after = await getWishlistItemsByUser(api);
    expect(after.map((item) => item.product.id.value)).not.toContain('listing-beach-house');
    expect(after).toHaveLength(before.length - 2);
  });

  it('an unknown wishlist is an http failure', async () => {
    await expect(getWishlist(api, 'wishlist-nope')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });
});
