import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wayfare/test-kit';
import { mockServer } from '@wayfare/test-kit/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  favoritesRoutes,
  helpRoutes,
  paymentMethodsRoutes,
  sessionRoutes,
  travelersRoutes,
  travelWalletRoutes,
} from './index';

mockServer();

const accountRoutes: readonly (readonly [string, readonly RouteObject[]])[] = [
  ['favorites', favoritesRoutes],
  ['help', helpRoutes],
  ['payment methods', paymentMethodsRoutes],
  ['session', sessionRoutes({ signInHref: '/sign-in' })],
  ['travelers', travelersRoutes],
  ['travel wallet', travelWalletRoutes],
];

/** One of the package's own routes at its own path, its page replaced by one that fails. */
function renderFailing(
  route: RouteObject | undefined,
  page: Pick<RouteObject, 'lazy' | 'Component'>,
) {
  // Some account paths are absolute (/account/travelers/), some relative to the portal's root.
  const path = `/${route?.path?.replace(/^\//, '') ?? ''}`;
  const router = createMemoryRouter([{ ...route, lazy: undefined, ...page }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const reactRouterDefault = () => screen.queryByText(/Unexpected Application Error/);

describe('the account routes', () => {
  it.each(accountRoutes)('every %s route has an error element', (_, routes) => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.errorElement).toBeDefined();
  });

  it('a page whose code does not arrive (after a deploy) shows the Wayfare page, offering a reload', async () => {
    renderFailing(travelersRoutes[0], {
      lazy: () =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: https://portal.example/assets/TravelersPage-1a2b.js',
          ),
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page didn't load" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(reactRouterDefault()).toBeNull();
  });

  it('a page that throws shows the Wayfare page, leading home', async () => {
    // React and React Router report the caught error on the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    renderFailing(helpRoutes[0], {
      Component: () => {
        throw new Error('The FAQ has no topics.');
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(reactRouterDefault()).toBeNull();
  });
});
