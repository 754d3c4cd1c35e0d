import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetMockState } from '@wayfare/mocks';
import { consumerTenant, framedDocs, pageAt, playing, slow } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { homesRoutes } from '../routes/homesRoutes';

interface ListingPageAtProps {
  readonly path: string;
}

function ListingPageAt({ path }: ListingPageAtProps) {
  return pageAt(homesRoutes(), path);
}

/** A home no wishlist holds yet (the fixtures' wishlists hold the lakeside cabin). */
const loftPath =
  '/vacation-rentals/shop/?listingId=listing-city-loft&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2';
const cabinPath =
  '/vacation-rentals/shop/?listingId=listing-lakeside-cabin&fromDate=2026-08-10&untilDate=2026-08-13&adultsCount=2';

const meta = {
  title: 'Pages/Homes/ListingPage/Wishlists',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs(), ...playing('favorites/list') },
  args: { path: loftPath },
  // Each story starts from the fixtures' wishlists.
  beforeEach: () => {
    resetMockState();
  },
} satisfies Meta<typeof ListingPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const heart = (name: 'Save to wishlist' | 'Remove from wishlist') =>
  screen.findByRole('button', { name }, slow);
const chooser = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Save to a wishlist' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);

/** The heart beside the title saves into a chosen wishlist; focus returns to it, now filled. */
export const SaveToAWishlist: Story = {
  play: async () => {
    await userEvent.click(await heart('Save to wishlist'));
    const dialog = await chooser();
    await userEvent.click(within(dialog).getByRole('button', { name: /Ski weekends/ }));
    await dialogGone();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveFocus(),
      slow,
    );
  },
};

/** A new wishlist, named in the chooser, holds the listing. */
export const SaveToANewWishlist: Story = {
  play: async () => {
    await userEvent.click(await heart('Save to wishlist'));
    const dialog = await chooser();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'New wishlist' }),
      'Montreal{Enter}',
    );
    await dialogGone();
    await expect(await heart('Remove from wishlist')).toBeVisible();
  },
};

/** A saved listing: its filled heart takes it out of every wishlist. */
export const RemoveFromWishlists: Story = {
  args: { path: cabinPath },
  play: async () => {
    await userEvent.click(await heart('Remove from wishlist'));
    await expect(await heart('Save to wishlist')).toBeVisible();
  },
};

/** experiment/wishlists/off: no heart, and nothing saved is asked for. */
export const WishlistsOff: Story = {
  parameters: playing('experiment/wishlists/off'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Sunlit Mile End Loft' }, slow);
    await expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  },
};
