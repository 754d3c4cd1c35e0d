import { QueryClient } from '@tanstack/react-query';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { describe, expect, it, vi } from 'vitest';
import { bookingEnvironment } from '../BookingProvider';
import { experimentsQueryOptions } from '../experiments/experimentsQuery';
import { rewardsAccountsQueryOptions } from '../rewards/rewardsQueries';
import { sessionInfoQueryOptions } from '../session/sessionInfoQuery';
import { prefetchSignedInVisit } from './prefetchSignedInVisit';

const { server, play } = mockServer();

function prefetchVisit() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: 'http://wayfare.test',
    getCsrfToken: csrfTokenFromDocument,
  });
  prefetchSignedInVisit({
    queryClient,
    environment: bookingEnvironment({ client, tenant: 'consumer' }),
  });
  return {
    cached: (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.status,
    session: sessionInfoQueryOptions(client).queryKey,
    experiments: experimentsQueryOptions(client, 'consumer').queryKey,
    accounts: rewardsAccountsQueryOptions(client).queryKey,
  };
}

describe('prefetchSignedInVisit', () => {
  it('asks who is signed in, then their experiments and rewards accounts, into the cache', async () => {
    const calls = recordRequests(server);
    const visit = prefetchVisit();
    await vi.waitFor(() => expect(visit.cached(visit.accounts)).toBe('success'));
    expect(visit.cached(visit.session)).toBe('success');
    await vi.waitFor(() => expect(visit.cached(visit.experiments)).toBe('success'));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v0/userInfo',
      'PUT /api/v0/experiments/active',
      'PUT /api/v0/accounts',
    ]);
  });

  it('session/logged-out: asks nothing more than the session', async () => {
    play('session/logged-out');
    const calls = recordRequests(server);
    const visit = prefetchVisit();
    await vi.waitFor(() => expect(visit.cached(visit.session)).toBe('success'));
    // Anything asked on a signed-in answer would be asked in the same turn.
    await new Promise((later) => setTimeout(later, 50));
    expect(calls.map(({ path }) => path)).toEqual(['/api/v0/userInfo']);
    expect(visit.cached(visit.experiments)).toBeUndefined();
    expect(visit.cached(visit.accounts)).toBeUndefined();
  });
});
