import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { mockServer, recordRequests, type RecordedRequest } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as stories from './FavoritesPage.stories';
import { favoritesTexts } from './favoritesTexts';

const { List } = composeStories(stories);

const { server, play } = mockServer();
/** The wishlist calls the page sent in this test. */
let wishlistCalls: RecordedRequest[] = [];
beforeEach(() => {
  wishlistCalls = recordRequests(server, '*/travel/wishlists/*');
});

const slow = { timeout: 10000 };
const homesIn = async (wishlist: string) =>
  within(await screen.findByRole('list', { name: `Homes in ${wishlist}` }, slow)).getAllByRole(
    'group',
  );
/** The calls to a path after /travel/wishlists/. */
const callsTo = (path: string) =>
  wishlistCalls.filter((call) => call.path.endsWith(`/travel/wishlists/${path}`));

describe('FavoritesPage', () => {
  it('favorites/list: each home of the wishlist, linked to its listing from the favorites list', async () => {
    play('favorites/list');
    render(<List />);
    const homes = await homesIn('Summer by the water');
    expect(homes.map((home) => within(home).getByRole('link').textContent)).toEqual([
      'Lakeside Cabin with Private Dock and Boathouse',
      'Tofino Surf Estate on Chesterman Beach',
      'Harbourfront Cottage with Sauna',
    ]);
    const href =
      within(homes[0] ?? document.body)
        .getByRole('link')
        .getAttribute('href') ?? '';
    const query = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/vacation-rentals/shop/?')).toBe(true);
    expect(query.get('listingId')).toBe('listing-lakeside-cabin');
    expect(query.get('hotelDetailsEntrySource')).toBe('favorites_list');
    expect(query.get('fromWishlistId')).toBe('wishlist-summer-by-the-water');
  }, 30000);

  it('removing a home sends one delete-all for it and takes its card away', async () => {
    play('favorites/list');
    const user = userEvent.setup();
    render(<List />);
    const [, tofino] = await homesIn('Summer by the water');
    await user.click(
      within(tofino ?? document.body).getByRole('button', { name: 'Remove from wishlist' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: 'Tofino Surf Estate on Chesterman Beach' }),
      ).not.toBeInTheDocument(),
    );
    expect(callsTo('wishlist-item/delete-all').map((call) => call.body)).toEqual([
      { productId: { value: 'listing-beach-house' } },
    ]);
    // delete-all takes it out of every wishlist: Ski weekends now holds two.
    const wishlists = screen.getByRole('list', { name: favoritesTexts.wishlists });
    expect(within(wishlists).getAllByText('2 homes')).toHaveLength(2);
  }, 30000);

  it('creates, renames and deletes a wishlist through its dialogs', async () => {
    play('favorites/list');
    const user = userEvent.setup();
    render(<List />);
    await homesIn('Summer by the water');

    await user.click(screen.getByRole('button', { name: favoritesTexts.createWishlist }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Wishlist name' }),
      'City breaks{Enter}',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'City breaks' }, slow),
    ).toBeInTheDocument();
    expect(callsTo('wishlist/create').map((call) => call.body)).toEqual([{ name: 'City breaks' }]);

    await user.click(screen.getByRole('button', { name: 'Rename City breaks' }));
    const name = await screen.findByRole('textbox', { name: 'Wishlist name' });
    await user.clear(name);
    await user.type(name, 'Weekends away{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Weekends away' }, slow),
    ).toBeInTheDocument();
    expect(callsTo('wishlist/update')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Weekends away' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Weekends away”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Summer by the water' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Weekends away' })).not.toBeInTheDocument();
    expect(callsTo('wishlist/delete')).toHaveLength(1);
  }, 30000);

  it('a blank name is refused without a call', async () => {
    play('favorites/empty');
    const user = userEvent.setup();
    render(<List />);
    await user.click(
      await screen.findByRole('button', { name: favoritesTexts.createWishlist }, slow),
    );
    await user.click(await screen.findByRole('textbox', { name: 'Wishlist name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a name for the wishlist.')).toBeInTheDocument();
    expect(callsTo('wishlist/create')).toEqual([]);
  }, 30000);

  it('a failed read shows the failure; Try again reads the wishlists again', async () => {
    play('favorites/list');
    server.use(
      http.post(
        '*/api/v0/travel/wishlists/wishlist/get-all',
        () => HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    render(<List />);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText(favoritesTexts.failedTitle)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: favoritesTexts.retry }));
    expect(await homesIn('Summer by the water')).toHaveLength(3);
    expect(callsTo('wishlist/get-all')).toHaveLength(2);
  }, 30000);

  it('experiment/wishlists/off: favorites are unavailable and no wishlist call is made', async () => {
    play('experiment/wishlists/off');
    render(<List />);
    expect(
      await screen.findByRole('heading', { name: favoritesTexts.unavailableTitle }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: favoritesTexts.goHome })).toHaveAttribute('href', '/');
    expect(wishlistCalls).toEqual([]);
  }, 30000);
});
