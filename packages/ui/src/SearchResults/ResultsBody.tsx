import Stack from '@mui/material/Stack';
import { errorPanelContent } from '@wayfare/domain';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../ErrorPanel';
import { MoreResultsButton } from './MoreResultsButton';
import { ResultCardsSkeleton } from './ResultCardsSkeleton';

/** What the body needs of a paged search (TanStack Query's infinite query gives all of it). */
export interface ResultsSearchState {
  readonly isError: boolean;
  readonly isPending: boolean;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly refetch: () => unknown;
  readonly fetchNextPage: () => unknown;
}

export interface ResultsBodyProps {
  readonly search: ResultsSearchState;
  /** The product's words: "Loading homes", "Show more homes", "Loading more homes…". */
  readonly texts: {
    readonly loading: string;
    readonly showMore: string;
    readonly loadingMore: string;
  };
  /** Above the results: their count, sort and view (`ResultsToolbar`). */
  readonly toolbar: ReactNode;
  /** Given when the search found nothing: shown under the toolbar instead of the results. */
  readonly noResults?: ReactNode;
  /** The results: a list, or the map beside it. */
  readonly children: ReactNode;
}

/**
 * A results page's body, homes or hotels: the failed search's panel with its retry (spec:
 * platform §8 "Uh oh! We were unable to process your search request."), the cards' skeleton while
 * the first page loads, then the toolbar, the results (or the empty state) and the next page's
 * button.
 */
export function ResultsBody({ search, texts, toolbar, noResults, children }: ResultsBodyProps) {
  if (search.isError)
    return (
      <ErrorPanel
        content={errorPanelContent({ kind: 'search-failed' })}
        onAction={() => void search.refetch()}
      />
    );
  if (search.isPending) return <ResultCardsSkeleton label={texts.loading} />;
  return (
    <Stack spacing={3}>
      {toolbar}
      {noResults ?? children}
      {search.hasNextPage && (
        <MoreResultsButton
          label={texts.showMore}
          loadingLabel={texts.loadingMore}
          loading={search.isFetchingNextPage}
          onMore={() => void search.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
