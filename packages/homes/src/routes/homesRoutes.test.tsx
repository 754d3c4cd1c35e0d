import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createApiClient, csrfTokenFromDocument } from '@wayfare/api';
import { bookingEnvironment } from '@wayfare/booking';
import { apiBasePath } from '@wayfare/domain';
import { renderWithProviders } from '@wayfare/test-kit';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
