import type { ListingQueryContext } from '@wayfare/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingEnvironment, useToday } from '../BookingProvider';
import { useAddressChanges, type AddressChange } from './useAddressChanges';
import { useSharedParts } from './useSharedParts';

/** A page's query as drawn, a change to it, and the query as last asked for. */
export type AddressQuery<Query> = [Query, AddressChange<Query>, () => Query];

/**
 * A page's query, read from the address with the listing defaults (today's dates, the tenant's
 * adults), and a setter that changes it: a new search, a sort, a view, a filter, dates or guests.
 * The setter takes a change, made to the last change asked for while the page has not drawn it
 * yet (`useAddressChanges`), so a filter ticked right after a sort keeps the sort.
 *
 * Each change is a new history entry, so Back returns to the previous one, unless `history` is
 * `'replace'` (a listing's dates: Back leaves the listing rather than stepping through every date
 * tried). `parse` and `build` are the page's address pair from `@wayfare/domain`, module-level
 * functions. The third element is the query as last asked for, which a handler that leaves the
 * page (Continue) takes rather than the one drawn. The parts of the query a change leaves as they
 * were keep their identity (`useSharedParts`).
 */
export function useAddressQuery<Query>(
  parse: (search: URLSearchParams, context: ListingQueryContext) => Query,
  build: (query: Query) => string,
  history: 'push' | 'replace' = 'push',
): AddressQuery<Query> {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const { tenant } = useBookingEnvironment();
  const query = useSharedParts(
    useMemo(() => parse(searchParams, { today, tenant }), [parse, searchParams, today, tenant]),
  );
  const go = useCallback(
    (search: string) =>
      setSearchParams(new URLSearchParams(search), { replace: history === 'replace' }),
    [history, setSearchParams],
  );
  return [query, ...useAddressChanges(query, build, go)];
}
