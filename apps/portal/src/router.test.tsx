import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wayfare/test-kit';
import { mockServer } from '@wayfare/test-kit/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { portalRoutes } from './router';

mockServer();
const slow = { timeout: 10_000 };

/** The portal's routes with the route `failing` picks replaced (at any depth) by `page`. */
function replaced(
  routes: readonly RouteObject[],
  failing: (route: RouteObject) => boolean,
  page: Pick<RouteObject, 'lazy' | 'Component' | 'element'>,
): RouteObject[] {
  return routes.map((route) =>
    failing(route)
      ? { ...route, lazy: undefined, element: undefined, ...page }
      : ({
          ...route,
          children: route.children && replaced(route.children, failing, page),
        } as RouteObject),
  );
}

function openPortalAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
}

const throwing = () => {
  throw new Error('The page could not be drawn.');
};

describe('the portal routes when a page fails', () => {
  it("the portal's own page shows the Wayfare error page inside the layout", async () => {
    // React and React Router report the caught error on the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    openPortalAt(
      '/',
      replaced(portalRoutes(), (route) => route.index === true, { Component: throwing }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, slow),
    ).toBeInTheDocument();
    // The header and footer stay: the traveller is still in Wayfare.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('a feature page whose code does not arrive offers reloading, inside the layout', async () => {
    openPortalAt(
      '/faq/',
      replaced(portalRoutes(), (route) => route.path === 'faq', {
        lazy: () =>
          Promise.reject(
            new TypeError(
              'Failed to fetch dynamically imported module: https://portal.example/assets/FaqPage-1a2b.js',
            ),
          ),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page didn't load" }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('should the layout itself fail, the error page stands alone', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    const [layout] = portalRoutes();
    openPortalAt('/', [{ ...layout, element: undefined, Component: throwing }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('an address the portal does not serve is still the not-found page', async () => {
    openPortalAt('/nowhere', portalRoutes());
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't find that page" }, slow),
    ).toBeInTheDocument();
  });
});
