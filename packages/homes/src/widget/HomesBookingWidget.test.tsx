import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { apiBasePath } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomesBookingWidget } from './HomesBookingWidget';

const { server, play } = mockServer();
const slow = { timeout: 10_000 };
const apiBaseUrl = globalThis.location.origin;
const lakesideCabin = 'Lakeside Cabin with Private Dock and Boathouse';

/** The Authorization header of every call to the fake backend's API. */
function recordAuthorizations(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith(apiBasePath))
      seen.push(request.headers.get('authorization'));
  });
  return seen;
}

// jsdom has no layout: the results map's size watcher needs a stand-in.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('HomesBookingWidget', () => {
  it('opens on its start listing with no providers of the host, calling with the host token', async () => {
    const authorizations = recordAuthorizations();
    render(
      <HomesBookingWidget
        apiBaseUrl={apiBaseUrl}
        session={{ getToken: () => 'partner-token' }}
        start={{ kind: 'listing', listingId: 'listing-lakeside-cabin' }}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: lakesideCabin }, slow);
    expect(authorizations.length).toBeGreaterThan(0);
    expect(new Set(authorizations)).toEqual(new Set(['Bearer partner-token']));
  });

  it('opens on the search by default and searches inside the widget', async () => {
    const user = userEvent.setup();
    render(<HomesBookingWidget apiBaseUrl={apiBaseUrl} />);
    await screen.findByRole('heading', { level: 1, name: 'Find a vacation rental' });
    await user.type(screen.getByRole('textbox', { name: 'Where' }), 'Tofino, BC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('list', { name: 'Vacation rentals' }, slow);
    // In memory: the host's address never changes.
    expect(window.location.pathname).toBe('/');
  });

  it('under a base path, its pages stay inside the base path of the host address', async () => {
    window.history.replaceState(null, '', '/travel/');
    render(
      <HomesBookingWidget
        apiBaseUrl={apiBaseUrl}
        basePath="/travel"
        start={{ kind: 'listing', listingId: 'listing-lakeside-cabin' }}
      />,
    );
    await screen.findByRole('heading', { level: 1, name: lakesideCabin }, slow);
    expect(window.location.pathname).toBe('/travel/vacation-rentals/shop/');
    expect(new URLSearchParams(window.location.search).get('listingId')).toBe(
      'listing-lakeside-cabin',
    );
  });

  it('session/401-login: the host hears that the session ended, and of the redirect', async () => {
    play('session/401-login');
    const onExpired = vi.fn();
    const onError = vi.fn();
    render(
      <HomesBookingWidget
        apiBaseUrl={apiBaseUrl}
        session={{ getToken: () => 'expired-token', onExpired }}
        onError={onError}
        start={{ kind: 'listing', listingId: 'listing-lakeside-cabin' }}
      />,
    );
    await waitFor(() => expect(onExpired).toHaveBeenCalled(), slow);
    expect(onError).toHaveBeenCalledWith({ kind: 'redirect', target: 'login' });
  });

  it('two widgets on one page keep their own pages and caches', async () => {
    render(
      <>
        <section aria-label="First widget">
          <HomesBookingWidget
            apiBaseUrl={apiBaseUrl}
            start={{ kind: 'listing', listingId: 'listing-lakeside-cabin' }}
          />
        </section>
        <section aria-label="Second widget">
          <HomesBookingWidget apiBaseUrl={apiBaseUrl} />
        </section>
      </>,
    );
    const first = screen.getByRole('region', { name: 'First widget' });
    const second = screen.getByRole('region', { name: 'Second widget' });
    await within(first).findByRole('heading', { level: 1, name: lakesideCabin }, slow);
    expect(
      within(second).getByRole('heading', { level: 1, name: 'Find a vacation rental' }),
    ).toBeInTheDocument();
    expect(within(second).queryByText(lakesideCabin)).not.toBeInTheDocument();
  });
});
