import { describe, expect, it } from 'vitest';
import { buildFavoritesQuery, parseFavoritesQuery, wishlistPath } from './favoritesQuery';

// spec: platform §2 "if fromWishlistId is in the query, go to that wishlist page" (address ours).
describe('favorites query', () => {
  it.each([
    ['?wishlistId=w-1', { wishlistId: 'w-1' }],
    ['?wishlistId=', { wishlistId: undefined }],
    ['', { wishlistId: undefined }],
  ])('%s is %j', (search, expected) => {
    expect(parseFavoritesQuery(search)).toEqual(expected);
  });

  it('round-trips and builds the wishlist page', () => {
    expect(parseFavoritesQuery(buildFavoritesQuery({ wishlistId: 'a b' }))).toEqual({
      wishlistId: 'a b',
    });
    expect(buildFavoritesQuery({})).toBe('');
    expect(wishlistPath('w/1')).toBe('/favorites/?wishlistId=w%2F1');
  });
});
