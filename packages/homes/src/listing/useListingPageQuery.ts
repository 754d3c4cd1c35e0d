import { useBookingEnvironment, useToday } from '@wayfare/booking';
import { buildListingQuery, parseListingQuery, type ListingQuery } from '@wayfare/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The listing page's query, read from the address with the spec's defaults (spec: platform §2),
 * and a setter that writes a changed stay or guests back to it, replacing the entry so Back
 * leaves the listing rather than stepping through every date the traveller tried.
 */
export function useListingPageQuery(): [ListingQuery, (next: ListingQuery) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const query = useMemo(
    () => parseListingQuery(searchParams, { today, tenant }),
    [searchParams, today, tenant],
  );
  const setQuery = useCallback(
    (next: ListingQuery) =>
      setSearchParams(new URLSearchParams(buildListingQuery(next)), { replace: true }),
    [setSearchParams],
  );
  return [query, setQuery];
}
