import { QueryCache, type QueryKey } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { wayfareQueryKey, wayfareQueryKeyNamespace } from '@wayfare/booking';
import { mockServer } from '@wayfare/test-kit/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { portalEnvironment } from './environment';
import { Portal } from './Portal';

mockServer();
const slow = { timeout: 10_000 };

/**
 * The keys of the queries the portal puts in its cache from now on: the portal makes its own
 * QueryClient, so every cache's additions are watched (and still made).
 */
function watchQueryKeys() {
  const add = vi.spyOn(QueryCache.prototype, 'add');
  onTestFinished(() => add.mockRestore());
  return () => add.mock.calls.map(([query]): QueryKey => query.queryKey as QueryKey);
}

function openPortal(path: string) {
  render(
    <Portal
      environment={portalEnvironment({ WAYFARE_API_BASE_URL: globalThis.location.origin })}
      initialPath={path}
      leave={() => undefined}
    />,
  );
}

// ARCHITECTURE.md, booking: server state lives in TanStack Query under keys namespaced under
// `wayfare`, so a partner's own QueryClient never holds a key of ours that clashes with its own.
describe("the portal's first load", () => {
  it.each([
    ['home', '/', 'Where to next?'],
    ['vacation-rental search', '/vacation-rentals/?locationName=Tofino%2C+BC', /Tofino/],
    [
      'listing',
      '/vacation-rentals/shop/?listingId=listing-lakeside-cabin',
      'Lakeside Cabin with Private Dock and Boathouse',
    ],
  ])('on the %s page puts only wayfare keys in the cache', async (_, path, heading) => {
    const queryKeys = watchQueryKeys();
    openPortal(path);
    await screen.findByRole('heading', { level: 1, name: heading }, slow);
    // Not trivially true: the visit's session, experiments and rewards accounts are there.
    expect(queryKeys()).toEqual(
      expect.arrayContaining([
        wayfareQueryKey('session'),
        expect.arrayContaining([wayfareQueryKeyNamespace, 'experiments']),
        wayfareQueryKey('rewards', 'accounts'),
      ]),
    );
    expect(queryKeys().filter((key) => key[0] !== wayfareQueryKeyNamespace)).toEqual([]);
  });
});
