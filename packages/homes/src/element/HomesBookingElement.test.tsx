import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '@wayfare/test-kit/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { defineHomesBookingElement, homesBookingElementEvents } from './HomesBookingElement';

const { server, play } = mockServer();
const slow = { timeout: 10_000 };

defineHomesBookingElement();

/** A `<wayfare-homes-booking>` on the page, as a partner's HTML writes it. */
function placeElement(attributes: Record<string, string>) {
  const element = document.createElement('wayfare-homes-booking');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** What is inside the element's shadow root, for Testing Library's queries. */
const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

afterEach(() => document.body.replaceChildren());

describe('<wayfare-homes-booking>', () => {
  it('renders its listing inside its shadow root, with its styles there and not in the page', async () => {
    const element = placeElement({
      'listing-id': 'listing-lakeside-cabin',
      'from-date': '2027-03-10',
      'until-date': '2027-03-13',
      adults: '2',
    });
    await inside(element).findByRole(
      'heading',
      { level: 1, name: 'Lakeside Cabin with Private Dock and Boathouse' },
      slow,
    );
    expect(element.shadowRoot?.querySelector('style[data-emotion^="wayfare"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-emotion^="wayfare"]')).toBeNull();
    // The page's own document holds no part of the widget: only the element itself.
    expect(document.body.querySelector('h1')).toBeNull();
  });

  it('session/401-login: a wayfare-error event comes out of the shadow root', async () => {
    play('session/401-login');
    const errors = vi.fn<(detail: unknown) => void>();
    const listening = new AbortController();
    onTestFinished(() => listening.abort());
    document.addEventListener(
      homesBookingElementEvents.error,
      (event) => errors((event as CustomEvent<unknown>).detail),
      { signal: listening.signal },
    );
    placeElement({ 'listing-id': 'listing-lakeside-cabin' });
    await waitFor(
      () => expect(errors).toHaveBeenCalledWith({ error: { kind: 'redirect', target: 'login' } }),
      slow,
    );
  });

  it('an unknown tenant falls back to consumer, and no attributes open the search', async () => {
    const element = placeElement({ tenant: 'nobody' });
    await inside(element).findByRole('heading', { level: 1, name: 'Find a vacation rental' }, slow);
  });

  it('shows its search before any call; a search opens the results, the search a step back in the address', async () => {
    window.history.replaceState(null, '', '/travel');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    const user = userEvent.setup();
    const element = placeElement({ 'base-path': '/travel' });
    const search = await inside(element).findByRole('search', { name: 'Search vacation rentals' });
    // Drawn before the widget's pages: nothing asked of the API yet.
    expect(calls).toEqual([]);
    await user.type(within(search).getByRole('textbox', { name: 'Where' }), 'Tofino, BC');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await inside(element).findByRole('list', { name: 'Vacation rentals' }, slow);
    expect(window.location.pathname).toBe('/travel/vacation-rentals/');
    expect(new URLSearchParams(window.location.search).get('locationName')).toBe('Tofino, BC');
    window.history.back();
    await inside(element).findByRole('heading', { level: 1, name: 'Find a vacation rental' }, slow);
    expect(window.location.pathname).toBe('/travel/');
  });

  it('options set before the element was defined still reach the widget', async () => {
    const element = document.createElement('wayfare-homes-booking-later');
    const getToken = vi.fn(() => 'early-token');
    Object.assign(element, { options: { session: { getToken } } });
    element.setAttribute('listing-id', 'listing-lakeside-cabin');
    document.body.append(element);
    defineHomesBookingElement('wayfare-homes-booking-later');
    await inside(element).findByRole(
      'heading',
      { level: 1, name: 'Lakeside Cabin with Private Dock and Boathouse' },
      slow,
    );
    expect(getToken).toHaveBeenCalled();
  });
});
