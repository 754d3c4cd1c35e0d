import type { Meta, StoryObj } from '@storybook/react-vite';
import { listingFixtures } from '@wayfare/mocks';
import { consumerTenant, corporateTenant, mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { ListingOverview } from './ListingOverview';
import { storyListing } from '../storybook/storyListings';

const meta = {
  title: 'Patterns/Homes/Listing/ListingOverview',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingOverview,
  parameters: { layout: 'padded' },
  args: { listing: storyListing(), viewportWidth: 1280 },
} satisfies Meta<typeof ListingOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guests, bedrooms, bathrooms, popular amenities, the host and the rooms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Up to 8 guests')).toBeVisible();
    await expect(canvas.getByText('3 bedrooms')).toBeVisible();
    await expect(canvas.getByText('Hosted by Marguerite Tremblay')).toBeVisible();
    await expect(canvas.getByText('Bedroom 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /View all/ })).toBeNull();
  },
};

/** Seven bedrooms and six bathrooms: 8 cards on a desktop, then "View all (13)" / "View less". */
export const ManyRooms: Story = {
  args: { listing: storyListing(listingFixtures.beachHouse) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas
        .getAllByRole('listitem')
        .filter((item) => /^(Bed|Bath)room \d/.test(item.textContent ?? '')),
    ).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'View all (13)' }));
    await expect(canvas.getByText('Bathroom 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View less' }));
    await expect(canvas.queryByText('Bathroom 6')).toBeNull();
  },
};

export const ManyRoomsMobile: Story = {
  args: { listing: storyListing(listingFixtures.beachHouse), viewportWidth: 390 },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'View all (13)' }),
    ).toBeVisible();
  },
};

/** The corporate tenant's look of this page: the file's plays pin the consumer tenant. */
export const Corporate: Story = { globals: corporateTenant };
