import { describe, expect, it } from 'vitest';
import { isListingSaved, savedListingIds, wishlistIdsOfListing } from './savedListingIds';
import {
  wishlistItemsByUserResponseSchema,
  wishlistResponseSchema,
  wishlistNameLimit,
  wishlistsResponseSchema,
  type WishlistItem,
} from './wishlist';
import {
  createWishlistItemRequestSchema,
  createWishlistRequestSchema,
  deleteAllWishlistItemsRequestSchema,
  deleteWishlistRequestSchema,
  emptyWishlistRequestSchema,
  getWishlistRequestSchema,
  updateWishlistRequestSchema,
  wishlistCalls,
} from './wishlistRequests';

const item = (listingId: string, wishlistId: string): WishlistItem => ({
  product: { id: { value: listingId } },
  wishlistId: { value: wishlistId },
});

// spec: platform §7 "Wishlists (all POST unless noted, under /api/v0/travel/wishlists)"
describe('wishlistCalls', () => {
  it('posts every call but the update, which is a PUT', () => {
    expect(
      Object.entries(wishlistCalls).map(([call, { method, path }]) => [call, method, path]),
    ).toEqual([
      ['get', 'POST', '/travel/wishlists/wishlist/get'],
      ['getAll', 'POST', '/travel/wishlists/wishlist/get-all'],
      ['getAllItemsByUser', 'POST', '/travel/wishlists/wishlist/get-all-wishlist-items-by-user'],
      ['create', 'POST', '/travel/wishlists/wishlist/create'],
      ['delete', 'POST', '/travel/wishlists/wishlist/delete'],
      ['update', 'PUT', '/travel/wishlists/wishlist/update'],
      ['createItem', 'POST', '/travel/wishlists/wishlist-item/create'],
      ['deleteAllItems', 'POST', '/travel/wishlists/wishlist-item/delete-all'],
    ]);
  });
});

// spec: platform §3 Wishlist "id.value"; items "product.id.value and wishlistId.value"; §7 request bodies
describe('wishlist schemas', () => {
  it('parses the answers', () => {
    const items = { wishlistItems: [item('l1', 'w1')] };
    expect(wishlistItemsByUserResponseSchema.parse(items)).toEqual(items);
    const all = { wishlists: [{ id: { value: 'w1' }, name: 'Beach' }] };
    expect(wishlistsResponseSchema.parse(all)).toEqual(all);
    const one = {
      wishlist: { id: { value: 'w1' }, name: 'Beach' },
      wishlistItems: [item('l1', 'w1')],
    };
    expect(wishlistResponseSchema.parse(one)).toEqual(one);
  });

  it.each([
    [getWishlistRequestSchema, { wishlistId: { value: 'w1' } }],
    [emptyWishlistRequestSchema, {}],
    [createWishlistRequestSchema, { name: 'Ski trip' }],
    [deleteWishlistRequestSchema, { wishlistId: { value: 'w1' } }],
    [updateWishlistRequestSchema, { wishlistId: { value: 'w1' }, name: 'Summer' }],
    [
      createWishlistItemRequestSchema,
      { product: { id: { value: 'l1' } }, wishlistId: { value: 'w1' } },
    ],
    [deleteAllWishlistItemsRequestSchema, { productId: { value: 'l1' } }],
  ])('parses a request body %#', (schema, body) => {
    expect(schema.parse(body)).toEqual(body);
  });

  // wishlistNameLimit (ours): 50 characters, on create and on rename.
  it('takes a wishlist name of 50 characters, not one of 51', () => {
    expect(wishlistNameLimit.maxLength).toBe(50);
    expect(createWishlistRequestSchema.safeParse({ name: 'a'.repeat(50) }).success).toBe(true);
    expect(createWishlistRequestSchema.safeParse({ name: 'a'.repeat(51) }).success).toBe(false);
    expect(
      updateWishlistRequestSchema.safeParse({ wishlistId: { value: 'w1' }, name: 'a'.repeat(51) })
        .success,
    ).toBe(false);
  });

  it('rejects a blank wishlist name and an item without its wishlist', () => {
    expect(createWishlistRequestSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(
      createWishlistItemRequestSchema.safeParse({ product: { id: { value: 'l1' } } }).success,
    ).toBe(false);
  });
});

// spec: platform §7 get-all-wishlist-items-by-user "each product.id.value and wishlistId.value"
describe('saved listings', () => {
  const items = [item('l1', 'w1'), item('l2', 'w1'), item('l1', 'w2')];

  it('gives every saved listing id once', () => {
    expect([...savedListingIds(items)]).toEqual(['l1', 'l2']);
    expect(savedListingIds([]).size).toBe(0);
  });

  it.each([
    ['l1', true, ['w1', 'w2']],
    ['l2', true, ['w1']],
    ['l3', false, []],
  ])('listing %s: saved %s, in %o', (listingId, saved, wishlists) => {
    expect(isListingSaved(items, listingId)).toBe(saved);
    expect(wishlistIdsOfListing(items, listingId)).toEqual(wishlists);
  });
});
