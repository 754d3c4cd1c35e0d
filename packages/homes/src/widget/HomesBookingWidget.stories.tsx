import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  consumerTenant,
  corporateTenant,
  desktopViewport,
  framedDocs,
  mobileViewport,
  playing,
} from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, within } from 'storybook/test';
import { HomesBookingWidget } from './HomesBookingWidget';

const lakesideCabin = 'Lakeside Cabin with Private Dock and Boathouse';

/**
 * The vacation-rental booking as a partner's React page embeds it: no providers of the page's
 * own, its search, results, listing, checkout and confirmation inside. Storybook's fake backend
 * answers its calls on the story's own origin.
 */
const meta = {
  title: 'For partners/HomesBookingWidget',
  component: HomesBookingWidget,
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: { apiBaseUrl: '' },
} satisfies Meta<typeof HomesBookingWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with no start: the homes search, which opens the results inside the widget. */
export const Search: Story = {
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Find a vacation rental' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Where' }), 'Tofino, BC');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await expect(await screen.findByRole('list', { name: 'Vacation rentals' })).toBeVisible();
  },
};

/** Opened on a listing with the partner's dates and guests. */
export const Listing: Story = {
  // The booking panel is desktop's; on a phone its call to action is a bar (ListingMobile).
  tags: ['desktop-play'],
  globals: desktopViewport,
  parameters: playing('shop/success'),
  args: {
    start: {
      kind: 'listing',
      listingId: 'listing-lakeside-cabin',
      fromDate: '2026-08-10',
      untilDate: '2026-08-13',
      adults: 2,
    },
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: lakesideCabin }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const ListingMobile: Story = {
  ...Listing,
  globals: mobileViewport,
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: lakesideCabin }),
    ).toBeVisible();
  },
};

/** The corporate tenant's look, opened on a place's results. */
export const CorporateResults: Story = {
  globals: corporateTenant,
  args: { tenant: 'corporate', start: { kind: 'results', locationName: 'Tofino, BC' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Vacation rentals' });
    await expect(list).toBeVisible();
  },
};
