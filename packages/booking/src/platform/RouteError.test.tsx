import { render, screen, waitFor } from '@testing-library/react';
import { apiBasePath } from '@wayfare/domain';
import { mockServer, recordRequests } from '@wayfare/test-kit/server';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { checkoutWrapper } from '../checkout/testing/checkoutWrapper';
import { PortalLinksProvider } from './PortalLinks';
import { RouteError, routeErrorEvent, type RouteErrorPageInput } from './RouteError';

const { server } = mockServer();

/** Stands in for ui's RouteErrorPage, which booking does not import: it shows what it is given. */
function ErrorPageInput({ kind, homeHref }: RouteErrorPageInput) {
  return (
    <p>
      {kind} {homeHref}
    </p>
  );
}

const pageCodeMissing = new TypeError(
  'Failed to fetch dynamically imported module: https://portal.example/assets/ListingPage-1a2b.js',
);

function renderRoute(route: RouteObject, portalUrl?: string) {
  const router = createMemoryRouter(
    [
      {
        ...route,
        path: '/vacation-rentals/shop',
        errorElement: <RouteError page={ErrorPageInput} />,
      },
    ],
    { initialEntries: ['/vacation-rentals/shop'] },
  );
  const { wrapper: Providers } = checkoutWrapper({ scoped: false });
  return render(
    <StrictMode>
      <Providers>
        <PortalLinksProvider portalUrl={portalUrl}>
          <RouterProvider router={router} />
        </PortalLinksProvider>
      </Providers>
    </StrictMode>,
  );
}

const trackedEvents = () =>
  recordRequests(server, `*${apiBasePath}/tracking/event`, ({ body }) => body);

describe('RouteError', () => {
  it('shows the page for a page whose code did not arrive, and logs it once with its reason', async () => {
    const events = trackedEvents();
    renderRoute({ lazy: () => Promise.reject(pageCodeMissing) });
    expect(await screen.findByText('page-not-loaded /')).toBeInTheDocument();
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      event: routeErrorEvent,
      properties: {
        reason: 'page_not_loaded',
        path: '/vacation-rentals/shop',
        message: pageCodeMissing.message,
      },
    });
    // StrictMode ran the effect twice; a later render logs nothing either.
    await new Promise((later) => setTimeout(later, 50));
    expect(events).toHaveLength(1);
  });

  it('shows the page for a page that threw while rendering', async () => {
    // React and React Router report the caught error on the console: expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    const events = trackedEvents();
    renderRoute({
      Component: () => {
        throw new Error('The listing has no photos.');
      },
    });
    expect(await screen.findByText('page-failed /')).toBeInTheDocument();
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ properties: { reason: 'page_failed' } });
  });

  it("leads home to the portal a partner's widget names", async () => {
    renderRoute({ lazy: () => Promise.reject(pageCodeMissing) }, 'https://travel.bank.example/');
    expect(
      await screen.findByText('page-not-loaded https://travel.bank.example/'),
    ).toBeInTheDocument();
  });
});
