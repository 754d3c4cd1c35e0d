import { buildQueryString, readQuery, type QueryInput } from './queryString';
import { parseQueryText } from './queryValues';
import { parseResultViewMode, type ResultViewMode } from './resultViewModes';
import { routePaths } from './routePaths';

/** The favorites page's view modes (spec: platform §2 "map and list view modes"; products §2). */
export type FavoritesView = Extract<ResultViewMode, 'favorites_list' | 'favorites_map'>;

/**
 * The favorites page query. The spec sends Back to "that wishlist page" (platform §2) without giving
 * its address; ours is /favorites/ with the keys wishlistId and view (the list when absent), so a
 * refresh or a shared address keeps the wishlist and the view.
 */
export interface FavoritesQuery {
  readonly wishlistId?: string;
  readonly view?: FavoritesView;
}

export function parseFavoritesQuery(input: QueryInput): FavoritesQuery {
  const query = readQuery(input);
  const view = parseResultViewMode(query.get('view'));
  return {
    wishlistId: parseQueryText(query.get('wishlistId')),
    view: view === 'favorites_map' ? view : undefined,
  };
}

export function buildFavoritesQuery(query: FavoritesQuery): string {
  return buildQueryString([
    ['wishlistId', query.wishlistId],
    ['view', query.view === 'favorites_map' ? query.view : undefined],
  ]);
}

/** The page of one wishlist (spec: platform §2 "go to that wishlist page"), in a view. */
export function wishlistPath(wishlistId: string, view?: FavoritesView): string {
  return `${routePaths.favorites}${buildFavoritesQuery({ wishlistId, view })}`;
}
