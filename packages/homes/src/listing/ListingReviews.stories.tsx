import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { ListingReviews } from './ListingReviews';
import { storyListing } from '../storybook/storyListings';

const listing = storyListing();

const meta = {
  title: 'Patterns/Homes/Listing/ListingReviews',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingReviews,
  parameters: { layout: 'padded' },
  args: { reviews: listing.listing.reviews, score: listing.listing.content.userRating?.score },
} satisfies Meta<typeof ListingReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The score divided by 10 with one decimal (spec: platform §9), then each review. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9.4 out of 10 · 3 reviews')).toBeVisible();
    await expect(canvas.getByLabelText('Rated 10.0 out of 10')).toBeVisible();
    await expect(canvas.getByText('May 2026')).toBeVisible();
  },
};
