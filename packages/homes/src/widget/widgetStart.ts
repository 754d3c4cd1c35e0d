import {
  listingPath,
  parseListingQuery,
  parseSearchResultsQuery,
  routePaths,
  searchResultsPath,
  type ListingQueryContext,
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

/** Where a widget opens: the search, a place's results, or a listing. */
export type HomesWidgetStart =
  | { readonly kind: 'search' }
  | ({ readonly kind: 'results'; readonly locationName: string } & StartStay)
  | ({ readonly kind: 'listing'; readonly listingId: string } & StartStay);

const stayEntries = ({ fromDate, untilDate, adults }: StartStay) =>
  Object.entries({ fromDate, untilDate, adultsCount: adults?.toString() }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );

/** The widget's first page, through the routes' own parsers (defaults and clamping included). */
export function widgetStartPath(start: HomesWidgetStart, context: ListingQueryContext): string {
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
