import {
  listingPath,
  parseListingQuery,
  parseSearchResultsQuery,
  routePaths,
  searchResultsPath,
  type ListingQueryContext,
  type SearchResultsQuery,
} from '@wayfare/domain';

/**
 * The stay a widget opens on, as the address would carry it: dates as YYYY-MM-DD. What is left
 * out, or invalid, takes the route's default (spec: platform §2, §5).
 */
interface StartStay {
  readonly fromDate?: string;
  readonly untilDate?: string;
  readonly adults?: number;
}

/**
 * Where a widget opens: the search, a place's results, a listing, or the results of a search made
 * on the widget's search page before the widget's pages loaded (Back returns to that search).
 */
export type HomesWidgetStart =
  | { readonly kind: 'search' }
  | ({ readonly kind: 'results'; readonly locationName: string } & StartStay)
  | ({ readonly kind: 'listing'; readonly listingId: string } & StartStay)
  | { readonly kind: 'searched'; readonly query: SearchResultsQuery };

const stayEntries = ({ fromDate, untilDate, adults }: StartStay) =>
  Object.entries({ fromDate, untilDate, adultsCount: adults?.toString() }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );

/**
 * The widget's history as it opens, its current page last, through the routes' own parsers
 * (defaults and clamping included).
 */
export function widgetStartEntries(
  start: HomesWidgetStart,
  context: ListingQueryContext,
): readonly [string, ...string[]] {
  if (start.kind === 'searched') return [routePaths.home, searchResultsPath(start.query)];
  return [widgetStartPath(start, context)];
}

function widgetStartPath(
  start: Exclude<HomesWidgetStart, { kind: 'searched' }>,
  context: ListingQueryContext,
): string {
  switch (start.kind) {
    case 'search':
      return routePaths.home;
    case 'results':
      return searchResultsPath(
        parseSearchResultsQuery(
          new URLSearchParams([['locationName', start.locationName], ...stayEntries(start)]),
          context,
        ),
      );
    case 'listing':
      return listingPath(
        parseListingQuery(
          new URLSearchParams([['listingId', start.listingId], ...stayEntries(start)]),
          context,
        ),
      );
  }
}
