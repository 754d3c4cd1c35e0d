import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { bookingEnvironment } from '@wayfare/booking';
import { apiBasePath } from '@wayfare/domain';
import { renderWithProviders } from '@wayfare/test-kit';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { homesRoutes } from './homesRoutes';

const { server } = mockServer();
const slow = { timeout: 10_000 };

/** The routes with loaders that start data in a query cache, as the portal mounts them. */
function prefetchingRouter(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({
    baseUrl: globalThis.location.origin,
    getCsrfToken: csrfTokenFromDocument,
  });
  const environment = bookingEnvironment({ client, tenant: 'consumer' });
  const router = createMemoryRouter(homesRoutes({ queryClient, environment }), {
    initialEntries: [path],
  });
  return { queryClient, router };
}

// Each page's first call, asked when its route matches (before its code has arrived and rendered),
// and never again by the page, which finds it in the cache.
describe('homesRoutes with a prefetch', () => {
  it('the search results route asks for its homes once, before the page renders', async () => {
    const searches = recordRequests(server, `*${apiBasePath}/homes/search`);
    const { queryClient, router } = prefetchingRouter(
      '/vacation-rentals/?locationName=Tofino%2C+BC',
    );
    await waitFor(() => expect(searches).toHaveLength(1));
    renderWithProviders(<RouterProvider router={router} />, { queryClient });
    await screen.findByRole('list', { name: 'Vacation rentals' }, slow);
    expect(searches).toHaveLength(1);
  });

  it('the listing route asks for the listing once, before the page renders', async () => {
    const shops = recordRequests(server, `*${apiBasePath}/homes/shop`);
    const { queryClient, router } = prefetchingRouter(
      '/vacation-rentals/shop/?listingId=listing-lakeside-cabin',
    );
    await waitFor(() => expect(shops).toHaveLength(1));
    renderWithProviders(<RouterProvider router={router} />, { queryClient });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Lakeside Cabin with Private Dock and Boathouse' },
      slow,
    );
    expect(shops).toHaveLength(1);
  });
});

/** The module's routes with one page, at `path` inside the module, replaced by one that fails. */
function failingPage(path: string | undefined, page: Pick<RouteObject, 'lazy' | 'Component'>) {
  const [module] = homesRoutes();
  const children = module?.children?.map((route) =>
    (path === undefined ? route.index : route.path === path)
      ? { ...route, lazy: undefined, ...page }
      : route,
  );
  return [{ ...module, children } as RouteObject];
}

const reactRouterDefault = () => screen.queryByText(/Unexpected Application Error/);

// A page that fails bubbles to the module's error element: the Wayfare page, never React Router's.
describe('homesRoutes when a page fails', () => {
  it('a page whose code does not arrive (after a deploy) offers reloading', async () => {
    const router = createMemoryRouter(
      failingPage('shop', {
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: https://portal.example/assets/ListingPage-1a2b.js',
            ),
          ),
      }),
      { initialEntries: ['/vacation-rentals/shop/?listingId=listing-lakeside-cabin'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page didn't load" }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(reactRouterDefault()).toBeNull();
  });

  it('a page that throws shows the Wayfare error page', async () => {
    // React and React Router report the caught error on the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    const router = createMemoryRouter(
      failingPage(undefined, {
        Component: () => {
          throw new Error('The search has no location.');
        },
      }),
      { initialEntries: ['/vacation-rentals/?locationName=Tofino%2C+BC'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(reactRouterDefault()).toBeNull();
  });
});
