import { RouterLinkBehavior } from '@wayfare/booking';
import Box from '@mui/material/Box';
import { memo } from 'react';
import {
  homesSearchPageSize,
  listingPath,
  listingQueryFromSearch,
  type HomeSearchResult,
  type SearchResultsQuery,
} from '@wayfare/domain';

import { ListingCard, resultGridSx, useResultColumns, useVirtualRows } from '@wayfare/ui';

/** Three pages of homes are drawn whole; a longer list keeps only the rows near the window. */
const virtualRows = { wholeListUpTo: 3 * homesSearchPageSize, estimatedRowHeight: 420 };

export interface SearchResultsListProps {
  /** The homes loaded so far, page after page. */
  readonly results: readonly HomeSearchResult[];
  /** How many homes the search found, loaded or not: the size of the set the list shows. */
  readonly total: number;
  readonly search: SearchResultsQuery;
  readonly selectedId?: string;
  /** One callback for every render: the cards are memoized on their props. */
  readonly onImageError: (url: string) => void;
}

/**
 * The result cards; each opens its listing with the spec's shop query (spec: platform §2). A long
 * list holds only the rows in and near the window, each card saying where it stands in the
 * search (`aria-posinset` of `aria-setsize`); the DOM order is the grid's, so Tab goes from card
 * to card, and scrolling a card into view brings the next rows.
 */
export function SearchResultsList({
  results,
  total,
  search,
  selectedId,
  onImageError,
}: SearchResultsListProps) {
  const columns = useResultColumns();
  const { listRef, rows, paddingTop, paddingBottom, measureRow, rowWindow } = useVirtualRows(
    Math.ceil(results.length / columns),
    results.length,
    virtualRows,
  );
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label="Vacation rentals"
      sx={[{ listStyle: 'none', p: 0, m: 0 }, resultGridSx]}
      // Inline, not sx: the padding changes with every scroll, a class per value would pile up.
      style={{ paddingTop, paddingBottom }}
    >
      {rowWindow}
      {rows.flatMap((row) =>
        results.slice(row * columns, (row + 1) * columns).map((result, column) => {
          const index = row * columns + column;
          return (
            <SearchResultItem
              key={result.listingId.id}
              result={result}
              index={index}
              total={total}
              search={search}
              selected={result.listingId.id === selectedId}
              onImageError={onImageError}
              {...(column === 0 ? { measuredRow: row, measureRow } : {})}
            />
          );
        }),
      )}
    </Box>
  );
}

interface SearchResultItemProps {
  readonly result: HomeSearchResult;
  /** Where the home stands in the search, from 0. */
  readonly index: number;
  readonly total: number;
  readonly search: SearchResultsQuery;
  readonly selected: boolean;
  readonly onImageError: (url: string) => void;
  /** Given to a row's first home (with `measureRow`): its row, measured as it renders. */
  readonly measuredRow?: number;
  readonly measureRow?: (node: Element | null) => void;
}

/**
 * One home of the list. Memoized with its link: a list that grows by a page, or a page whose
 * paging state changes, renders only the new homes (each link costs a query string).
 */
const SearchResultItem = memo(function SearchResultItem({
  result,
  index,
  total,
  search,
  selected,
  onImageError,
  measuredRow,
  measureRow,
}: SearchResultItemProps) {
  return (
    <li
      aria-posinset={index + 1}
      aria-setsize={total}
      {...(measuredRow === undefined ? {} : { ref: measureRow, 'data-index': measuredRow })}
    >
      <ListingCard
        name={result.name}
        photo={result.media[0]}
        score={result.userRating?.score}
        maxOccupancy={result.maxOccupancy}
        bedrooms={result.numberOfBedrooms}
        nightly={result.nightly}
        total={result.total}
        href={listingPath(
          listingQueryFromSearch(search, { listingId: result.listingId.id, index }),
        )}
        LinkComponent={RouterLinkBehavior}
        onImageError={onImageError}
        selected={selected}
      />
    </li>
  );
});
