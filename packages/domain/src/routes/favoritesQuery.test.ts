import { describe, expect, it } from 'vitest';
import { buildFavoritesQuery, parseFavoritesQuery, wishlistPath } from './favoritesQuery';

// spec: platform §2 "if fromWishlistId is in the query, go to that wishlist page" (address ours).
describe('favorites query', () => {
  it.each([
    ['?wishlistId=w-1', { wishlistId: 'w-1', view: undefined }],
    ['?wishlistId=', { wishlistId: undefined, view: undefined }],
    ['', { wishlistId: undefined, view: undefined }],
    ['?wishlistId=w-1&view=favorites_map', { wishlistId: 'w-1', view: 'favorites_map' }],
    // The list is the default; a view of another page, or none known, is the list.
    ['?view=favorites_list', { wishlistId: undefined, view: undefined }],
    ['?view=map', { wishlistId: undefined, view: undefined }],
    ['?view=globe', { wishlistId: undefined, view: undefined }],
  ])('%s is %j', (search, expected) => {
    expect(parseFavoritesQuery(search)).toEqual(expected);
  });

  it('round-trips and builds the wishlist page', () => {
    expect(parseFavoritesQuery(buildFavoritesQuery({ wishlistId: 'a b' }))).toEqual({
      wishlistId: 'a b',
      view: undefined,
    });
    expect(buildFavoritesQuery({})).toBe('');
    expect(buildFavoritesQuery({ view: 'favorites_list' })).toBe('');
    expect(wishlistPath('w/1')).toBe('/favorites/?wishlistId=w%2F1');
    expect(wishlistPath('w-1', 'favorites_map')).toBe(
      '/favorites/?wishlistId=w-1&view=favorites_map',
    );
  });
});
