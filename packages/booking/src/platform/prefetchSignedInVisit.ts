import { isLoggedIn } from '@wayfare/domain';
import { experimentsQueryOptions } from '../experiments/experimentsQuery';
import { rewardsAccountsQueryOptions } from '../rewards/rewardsQueries';
import type { RoutePrefetch } from '../routePrefetch';
import { sessionInfoQueryOptions } from '../session/sessionInfoQuery';

/**
 * What every page waits for before its content, asked for when the visit's first route matches
 * (in parallel with the page's code, not after its first render): who is signed in, then, signed
 * in only, their experiments (the module gates) and rewards accounts (the header). The hooks find
 * the answers in the cache or in flight; a failure is theirs to show.
 */
export function prefetchSignedInVisit({ queryClient, environment }: RoutePrefetch): void {
  const { client, tenant } = environment;
  void queryClient.query(sessionInfoQueryOptions(client)).then(
    (session) => {
      if (!isLoggedIn(session)) return;
      void queryClient.prefetchQuery(experimentsQueryOptions(client, tenant));
      void queryClient.prefetchQuery(rewardsAccountsQueryOptions(client));
    },
    () => undefined,
  );
}
