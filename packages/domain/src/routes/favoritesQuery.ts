import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { routePaths } from './routePaths';

/**
 * The favorites page query. The spec sends Back to "that wishlist page" (platform §2) without giving
 * its address; ours is /favorites/ with the key wishlistId.
 */
export interface FavoritesQuery {
  readonly wishlistId?: string;
}

export function parseFavoritesQuery(input: QueryInput): FavoritesQuery {
  return { wishlistId: parseQueryText(readQuery(input).get('wishlistId')) };
}

export function buildFavoritesQuery(query: FavoritesQuery): string {
  return buildQueryString([['wishlistId', query.wishlistId]]);
}

/** The page of one wishlist (spec: platform §2 "go to that wishlist page"). */
export function wishlistPath(wishlistId: string): string {
  return `${routePaths.favorites}${buildFavoritesQuery({ wishlistId })}`;
}
