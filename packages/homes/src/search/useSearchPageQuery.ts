import { useBookingEnvironment, useToday } from '@wayfare/booking';
import {
  buildSearchResultsQuery,
  parseSearchResultsQuery,
  type SearchResultsQuery,
} from '@wayfare/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The results page's query, read from the address (spec: platform §2 back-to-results query, with
 * the listing's defaults), and a setter that writes a new search, sort or view as a new entry so
 * Back returns to the previous search.
 */
export function useSearchPageQuery(): [SearchResultsQuery, (next: SearchResultsQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const query = useMemo(
    () => parseSearchResultsQuery(searchParams, { today, tenant }),
    [searchParams, today, tenant],
  );
  const setQuery = useCallback(
    (next: SearchResultsQuery) =>
      setSearchParams(new URLSearchParams(buildSearchResultsQuery(next))),
    [setSearchParams],
  );
  return [query, setQuery];
}
