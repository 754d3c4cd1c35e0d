import type { ListingQueryContext } from '@wayfare/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingEnvironment, useToday } from '../BookingProvider';

/**
 * A results page's query, read from the address with the listing defaults (today's dates, the
 * tenant's adults), and a setter that writes a new search, sort, view or filter as a new history
 * entry, so Back returns to the previous one. `parse` and `build` are the page's address pair
 * from `@wayfare/domain`, module-level functions.
 */
export function useAddressQuery<Query>(
  parse: (search: URLSearchParams, context: ListingQueryContext) => Query,
  build: (query: Query) => string,
): [Query, (next: Query) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const query = useMemo(
    () => parse(searchParams, { today, tenant }),
    [parse, searchParams, today, tenant],
  );
  const setQuery = useCallback(
    (next: Query) => setSearchParams(new URLSearchParams(build(next))),
    [build, setSearchParams],
  );
  return [query, setQuery];
}
