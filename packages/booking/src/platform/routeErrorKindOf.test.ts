import { createMemoryRouter, data } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeErrorKindOf } from './routeErrorKindOf';

/** The error React Router hands a route's error element when the route's loader throws this. */
async function routeErrorOf(thrown: unknown): Promise<unknown> {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      ErrorBoundary: () => null,
    },
  ]);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const error: unknown = router.state.errors?.[router.routes[0]?.id ?? ''];
  router.dispose();
  return error;
}

describe('routeErrorKindOf', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: https://portal.example/assets/ListingPage-1a2b.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://portal.example/assets/ListingPage-1a2b.js',
    ],
    ['Safari', 'Importing a module script failed.'],
    ['Vite', 'Unable to preload CSS for /assets/ListingPage-1a2b.css'],
  ])('a page whose code did not arrive (%s) did not load: a reload fixes it', (_, message) => {
    expect(routeErrorKindOf(new TypeError(message))).toBe('page-not-loaded');
  });

  it('a 404 the route answered is a page not found', async () => {
    expect(routeErrorKindOf(await routeErrorOf(data(null, { status: 404 })))).toBe(
      'page-not-found',
    );
    expect(routeErrorKindOf(await routeErrorOf(new Response(null, { status: 404 })))).toBe(
      'page-not-found',
    );
  });

  it.each([
    ['another answer', () => routeErrorOf(data(null, { status: 500 }))],
    ['a loader that failed', () => routeErrorOf(new Error('The listing could not be read.'))],
    ['a page that threw', () => new Error("Cannot read properties of undefined (reading 'id')")],
    ['something thrown that is no error', () => 'listing missing'],
  ])('%s is a page that failed', async (_, error) => {
    expect(routeErrorKindOf(await error())).toBe('page-failed');
  });
});
