import type { QueryClient } from '@tanstack/react-query';
import { todayIn, type IsoDate, type ListingQueryContext } from '@wayfare/domain';
import type { BookingEnvironment } from './BookingProvider';

/**
 * What a route's loader needs to start its page's data when the route matches, in parallel with
 * the page's code rather than after it has arrived and rendered: the query cache the page reads,
 * and the environment its hooks see (so the loader asks exactly what the page will).
 */
export interface RoutePrefetch {
  readonly queryClient: QueryClient;
  readonly environment: Pick<BookingEnvironment, 'client' | 'tenant' | 'now' | 'timeZone'>;
}

/** Today where the traveller is, as `useToday` tells the page. */
export const prefetchToday = ({ environment }: RoutePrefetch): IsoDate =>
  todayIn(environment.now(), environment.timeZone);

/** What an address is read with (today, the tenant's defaults), as `useAddressQuery` reads it. */
export const prefetchAddressContext = (prefetch: RoutePrefetch): ListingQueryContext => ({
  today: prefetchToday(prefetch),
  tenant: prefetch.environment.tenant,
});

/**
 * How long a page takes the answer its route's loader asked for as fresh, rather than asking
 * again when it mounts: long enough to cover the page's code arriving, short enough that a
 * traveller coming back to a page later sees prices and availability asked anew.
 */
export const routeDataFreshMs = 30_000;

/** Starts a page's data from the address of its route. */
export type RoutePrefetchStart = (prefetch: RoutePrefetch, search: URLSearchParams) => void;

/**
 * A route's loader that starts its page's data from the address and lets the route render at
 * once (it answers nothing); no loader without a prefetch (a story or test router). What starts
 * the data (the page's query options and the schemas its answers are read with) is loaded when
 * the route matches, beside the page's code: in the first load's chunk it cost every route's first
 * load the schemas of every other route's pages. Should it not arrive, the page asks for its data
 * itself when it mounts.
 */
export const prefetchingLoader = (
  prefetch: RoutePrefetch | undefined,
  loadStart: () => Promise<RoutePrefetchStart>,
) =>
  prefetch &&
  (({ request }: { readonly request: Request }) => {
    const search = new URL(request.url).searchParams;
    loadStart().then(
      (start) => start(prefetch, search),
      () => undefined,
    );
    return null;
  });
