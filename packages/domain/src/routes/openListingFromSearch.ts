import { childrenOfCount, type ListingQuery } from './listingQuery';
import type { SearchResultsQuery } from './searchResultsQuery';

/**
 * The listing address a search result opens (spec: platform §2 listing query, "hotelDetailsEntrySource
 * (list, map, ...)", "lodgingSelection (encoded JSON)"): the stay and guests of the search, the search
 * term to rebuild it on Back, the view and sort it was opened from and the result's position.
 */
export function listingQueryFromSearch(
  search: SearchResultsQuery,
  result: { readonly listingId: string; readonly index: number },
): ListingQuery {
  const placeTerm = search.locationName?.trim();
  return {
    listingId: result.listingId,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
    adultsCount: search.adultsCount,
    children: childrenOfCount(search.childrenCount),
    petsCount: search.petsCount ?? 0,
    ...(placeTerm
      ? { locationName: placeTerm, lodgingSelection: { kind: 'Place' as const, placeTerm } }
      : {}),
    hotelDetailsEntrySource: search.view === 'map' ? 'map' : 'list',
    sortOrder: search.sortOrder ?? 'Recommended',
    isTravelApp: false,
    selectedLodgingIndex: result.index,
    roomsCount: 1,
    recommended: false,
  };
}
