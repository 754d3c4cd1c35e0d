import { infiniteQueryOptions, keepPreviousData, skipToken } from '@tanstack/react-query';
import { routeDataFreshMs } from './routePrefetch';
import { wayfareQueryKey } from './wayfareQueryKey';

/**
 * A search answered a page of 10 at a time (spec: platform §7, products §7 page size), homes or
 * hotels: without a query nothing is asked; the next page starts where the answer says. A new
 * sort or filter keeps the cards on screen until its own answer comes, and a page takes the
 * answer its route's loader asked for as fresh.
 */
export const searchPagesQueryOptions = <Query, Page extends { readonly nextPageOffset?: number }>(
  product: string,
  query: Query | undefined,
  fetchPage: (query: Query, offset: number, signal: AbortSignal) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey: wayfareQueryKey(product, 'search', query),
    queryFn: query
      ? ({ pageParam, signal }: { readonly pageParam: number; readonly signal: AbortSignal }) =>
          fetchPage(query, pageParam, signal)
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: (page: Page) => page.nextPageOffset,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: routeDataFreshMs,
  });
