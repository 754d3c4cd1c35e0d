import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultWishlists, resetMockState, wishlistsHandlers } from '@wayfare/mocks';
import { bothTenantsModes, framedDocs, pageAt, playing, slow } from '@wayfare/test-kit/storybook';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { favoritesTexts } from './favoritesTexts';
import { favoritesStoryRoutes } from './testing/favoritesStoryRoutes';

interface FavoritesPageAtProps {
  readonly path: string;
}

function FavoritesPageAt({ path }: FavoritesPageAtProps) {
  return pageAt(favoritesStoryRoutes, path);
}

const meta = {
  // Shot and checked on both tenants (vitest.config.ts, visual/stories.spec.ts).
  tags: ['tenants'],
  title: 'Pages/Account/FavoritesPage',
  component: FavoritesPageAt,
  parameters: {
    chromatic: bothTenantsModes,
    layout: 'fullscreen',
    docs: framedDocs(),
  },
  args: { path: '/favorites/' },
  // Each story starts from the fixtures' wishlists: nothing kept from another story's edits.
  beforeEach: () => {
    resetMockState();
  },
} satisfies Meta<typeof FavoritesPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const summer = 'Summer by the water';

/** The list of the wishlist shown, once its homes are read. */
const homesList = async (wishlist = summer) =>
  screen.findByRole('list', { name: `Homes in ${wishlist}` }, slow);
const homeLinks = async (wishlist = summer) =>
  within(await homesList(wishlist)).getAllByRole('link');
const wishlistHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);

// ---------------------------------------------------------------------------------------------
// STATES §18 Favorites

/** The summer wishlist's map, once it has drawn its tiles and every home's price pill. */
async function mapDrawn(canvasElement: HTMLElement) {
  const map = await screen.findByRole('region', { name: `Map of the homes in ${summer}` }, slow);
  await waitFor(async () => {
    await expect(
      within(map)
        .getAllByRole('button')
        .filter((button) => button.classList.contains('wayfare-price-pill')),
    ).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('.leaflet-tile-loaded').length).toBeGreaterThan(0);
  }, slow);
}

/** favorites/list: the wishlists, and the first one's homes with their places and prices. */
export const List: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    const links = await homeLinks();
    await expect(links.map((link) => link.textContent)).toEqual([
      'Lakeside Cabin with Private Dock and Boathouse',
      'Tofino Surf Estate on Chesterman Beach',
      'Harbourfront Cottage with Sauna',
    ]);
    await expect(links[0]).toHaveAccessibleDescription(/\/ night$/);
    const wishlists = screen.getByRole('list', { name: favoritesTexts.wishlists });
    await expect(within(wishlists).getByRole('link', { name: summer })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Both fixtures' wishlists hold three homes (the Tofino house is in both).
    await expect(within(wishlists).getAllByText('3 homes')).toHaveLength(2);
    await expect(wishlistHeading(summer)).toBeVisible();
  },
};

/** favorites/empty: no wishlist yet, and the way to make one. */
export const Empty: Story = {
  parameters: playing('favorites/empty'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: favoritesTexts.emptyTitle }, slow),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: favoritesTexts.createWishlist })).toBeVisible();
  },
};

/** favorites/loading: the wishlist calls are slow. */
export const Loading: Story = {
  parameters: playing('favorites/loading'),
  play: async () => {
    await expect(await screen.findByRole('status', { name: favoritesTexts.loading })).toBeVisible();
  },
};

/** The map view: a pill per home on the map, drawn; a home opened from here says so. */
export const MapView: Story = {
  parameters: playing('favorites/list'),
  play: async ({ canvasElement }) => {
    await homesList();
    await userEvent.click(screen.getByRole('button', { name: favoritesTexts.map }));
    await mapDrawn(canvasElement);
    const [first] = await homeLinks();
    await expect(first?.getAttribute('href')).toContain('hotelDetailsEntrySource=favorites_map');
    await expect(first?.getAttribute('href')).toContain(
      'fromWishlistId=wishlist-summer-by-the-water',
    );
  },
};

/** The view is in the address (view=favorites_map, ours): a refresh opens the map again. */
export const MapViewFromAddress: Story = {
  args: { path: '/favorites/?wishlistId=wishlist-summer-by-the-water&view=favorites_map' },
  parameters: playing('favorites/list'),
  play: async ({ canvasElement }) => {
    await mapDrawn(canvasElement);
    await expect(screen.getByRole('button', { name: favoritesTexts.map })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A home opens its listing with the favorites entry source and its wishlist. */
export const OpeningAHome: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    const [first] = await homeLinks();
    if (!first) throw new Error('No home');
    await userEvent.click(first);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Listing page' }),
    ).toBeVisible();
    const query = screen.getByTestId('listing-query').textContent ?? '';
    await expect(query).toMatch(/^\?listingId=listing-lakeside-cabin&fromDate=/);
    await expect(query).toContain('hotelDetailsEntrySource=favorites_list');
    await expect(query).toContain('fromWishlistId=wishlist-summer-by-the-water');
  },
};

/** Another wishlist from the list: its homes, and the address says which. */
export const AnotherWishlist: Story = {
  args: { path: '/favorites/?wishlistId=wishlist-ski-weekends' },
  parameters: playing('favorites/list'),
  play: async () => {
    const links = await homeLinks('Ski weekends');
    await expect(links).toHaveLength(3);
    // The ski chalet wants a longer stay than the default one: still saved, not priced.
    await expect(screen.getByText('Not available for the next dates')).toBeVisible();
  },
};

/** Create: a named wishlist is made and shown, its heading focused. */
export const CreateWishlist: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    await homesList();
    await userEvent.click(screen.getByRole('button', { name: favoritesTexts.createWishlist }));
    const name = await screen.findByRole('textbox', { name: 'Wishlist name' });
    await waitFor(() => expect(name).toHaveFocus(), slow);
    await userEvent.type(name, 'City breaks{Enter}');
    await dialogGone();
    await waitFor(() => expect(wishlistHeading('City breaks')).toHaveFocus(), slow);
    await expect(screen.getByText(/No homes in this wishlist yet/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'City breaks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Rename: the new name everywhere; focus back on Rename. */
export const RenameWishlist: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    await homesList();
    const rename = screen.getByRole('button', { name: `Rename ${summer}` });
    await userEvent.click(rename);
    const name = await screen.findByRole('textbox', { name: 'Wishlist name' });
    await expect(name).toHaveValue(summer);
    await userEvent.clear(name);
    await userEvent.type(name, 'Lake summers{Enter}');
    await dialogGone();
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Lake summers' }),
    ).toBeVisible();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Rename Lake summers' })).toHaveFocus(),
      slow,
    );
  },
};

/** Delete, confirmed: the next wishlist is shown and the page's heading takes focus. */
export const DeleteWishlist: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    await homesList();
    await userEvent.click(screen.getByRole('button', { name: `Delete ${summer}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete “${summer}”?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogGone();
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Ski weekends' }),
    ).toBeVisible();
    await expect(screen.queryByRole('link', { name: summer })).not.toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { level: 1, name: favoritesTexts.heading }),
        ).toHaveFocus(),
      slow,
    );
  },
};

/** Remove a home: its card goes, the count follows, the wishlist's heading keeps the focus. */
export const RemoveHome: Story = {
  parameters: playing('favorites/list'),
  play: async () => {
    await homesList();
    const card = screen.getByRole('group', { name: 'Harbourfront Cottage with Sauna' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(
      () =>
        expect(
          screen.queryByRole('group', { name: 'Harbourfront Cottage with Sauna' }),
        ).not.toBeInTheDocument(),
      slow,
    );
    await expect(await homeLinks()).toHaveLength(2);
    await expect(screen.getByText('2 homes')).toBeVisible();
    await waitFor(() => expect(wishlistHeading(summer)).toHaveFocus(), slow);
  },
};

/**
 * The wishlists could not be read: the failure, and Try again, which reads them (the first read
 * fails, the next is answered).
 */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        wishlists: [
          http.post(
            '*/api/v0/travel/wishlists/wishlist/get-all',
            () => HttpResponse.json({ message: 'Mock error 500' }, { status: 500 }),
            {
              once: true,
            },
          ),
          ...wishlistsHandlers(defaultWishlists),
        ],
      },
    },
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, slow);
    await expect(
      within(alert).getByRole('heading', { name: favoritesTexts.failedTitle }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: favoritesTexts.retry }));
    await expect(await homeLinks()).toHaveLength(3);
  },
};

/** experiment/wishlists/off: favorites are unavailable, and a way home. */
export const ExperimentOff: Story = {
  parameters: playing('experiment/wishlists/off'),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: favoritesTexts.unavailableTitle }, slow),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: favoritesTexts.goHome }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Landing page' }),
    ).toBeVisible();
  },
};
