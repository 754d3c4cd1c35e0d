import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { mockServer } from '@wayfare/test-kit/server';
import { frozenNow } from '@wayfare/test-kit/storybook';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as stories from './SearchResultsPage.stories';

const { Results, ManyHomes } = composeStories(stories);
const { play } = mockServer();

/** jsdom lays nothing out: each card the list measures (a row's first) is as high as it estimates. */
const rowHeight = 420;
/** The rows' gap, 3 spacing units. */
const rowStep = rowHeight + 24;

beforeAll(() => {
  // The stories' instant, as Storybook sets it: their stay is in the future.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(frozenNow);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? rowHeight : 0;
  });
  // The list starts at the document's top, wherever the window is scrolled to when it is measured.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return new DOMRect(0, this.tagName === 'UL' ? -window.scrollY : 0, 0, 0);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterEach(() => scrollWindowTo(0));

/** What a scroll of the window tells the list (jsdom has no scrolling of its own). */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const slow = { timeout: 10_000 };
const list = () => screen.getByRole('list', { name: 'Vacation rentals' });
const items = () => within(list()).getAllByRole('listitem');
// By its text: a query by role weighs every name on the page, seconds a click in jsdom.
const showMoreButton = () => screen.getByText('Show more homes', { selector: 'button' });
const positionsInDom = () => items().map((item) => Number(item.getAttribute('aria-posinset')));

/** Scrolls to the end of a list of `count` cards: its last card at the foot of the window. */
const scrollToListEnd = (count: number) => scrollWindowTo(count * rowStep - window.innerHeight);

/** Shows more homes, from the list's end, until `count` are loaded (one column: a row a card). */
async function showMoreUntil(user: ReturnType<typeof userEvent.setup>, count: number) {
  for (let loaded = 10; loaded < count; loaded += 10) {
    scrollToListEnd(loaded);
    await user.click(showMoreButton());
    // Back from "Loading more homes…".
    await waitFor(() => expect(showMoreButton()).toBeEnabled(), slow);
  }
  scrollToListEnd(count);
}

describe('SearchResultsPage, long lists', () => {
  it('holds a short list whole: the first page and the next, as before', async () => {
    play('search/results');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Results />);
    await waitFor(() => expect(items()).toHaveLength(10), slow);
    await user.click(screen.getByRole('button', { name: 'Show more homes' }));
    await waitFor(() => expect(items()).toHaveLength(13), slow);
    expect(positionsInDom()).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
  });

  it('search/500-homes: at 120 cards, Show more homes adds the new ones and keeps the cards already there; the DOM holds a dozen', async () => {
    play('search/500-homes');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<ManyHomes />);
    await waitFor(() => expect(items()).toHaveLength(10), slow);
    await showMoreUntil(user, 120);

    // At the list's end: the last rows and a few above them, not 120 cards.
    await waitFor(() => expect(positionsInDom().at(-1)).toBe(120));
    const before = new Map(items().map((item) => [item.getAttribute('aria-posinset'), item]));
    const linksBefore = within(list()).getAllByRole('link');
    expect(before.size).toBeLessThan(10);

    await user.click(showMoreButton());
    // The next page comes in below the last row, which is still in view.
    await waitFor(() => expect(positionsInDom().at(-1)).toBeGreaterThan(120), slow);
    for (const item of items()) {
      const position = item.getAttribute('aria-posinset');
      if (before.has(position)) expect(item, `card ${String(position)}`).toBe(before.get(position));
    }
    for (const link of linksBefore) expect(link.isConnected).toBe(true);
    expect(items()[0]).toHaveAttribute('aria-setsize', '500');

    // Halfway down: the rows in the window (768 px, two cards) and two above and below.
    scrollWindowTo(60 * rowStep);
    await waitFor(() => expect(positionsInDom()[0]).toBe(59));
    const positions = positionsInDom();
    expect(positions.length).toBeLessThan(15);
    expect(positions).toEqual(
      Array.from({ length: positions.length }, (_, index) => (positions[0] ?? 0) + index),
    );
    // The rows left out above still take their room, so the scroll position stays true.
    expect(list().style.paddingTop).toBe(`${58 * rowStep}px`);
  }, 60_000);
});
