import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, waitFor, within } from 'storybook/test';
import { brokenPhotoUrl } from '../PhotoGallery/storyPhotos';
import type { ListingCard } from './ListingCard';
import defaultMeta, { Default } from './ListingCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/ListingCard/Features',
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkOf = (canvasElement: HTMLElement, name = 'Lakeside Cabin with Dock') =>
  within(canvasElement).getByRole('link', { name });

/** No photo: a plain placeholder keeps the card's shape. */
export const NoPhoto: Story = {
  args: { photo: undefined },
  play: async ({ canvasElement }) => {
    await expect(linkOf(canvasElement)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** No reviews yet: no score. */
export const NoReviews: Story = {
  args: { score: undefined },
  play: async ({ canvasElement }) => {
    await expect(linkOf(canvasElement)).toHaveAccessibleDescription(
      'Up to 6 guests · 3 bedrooms $289.00 / night $867.00 total',
    );
  },
};

/** With a miles account chosen in the header, the price line also shows the miles. */
export const WithRewards: Story = {
  args: { rewardsAccountReferenceId: 'venture-miles' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('$289.00 / night · or 28,900 miles'),
    ).toBeVisible();
  },
};

/** A long name wraps to two lines and is cut there; the link keeps the whole name. */
export const LongName: Story = {
  name: 'Long name',
  args: {
    name: 'Sunlit Victorian Farmhouse with Wraparound Porch, Orchard Views and a Wood-Fired Hot Tub by the Creek',
    bedrooms: 1,
    maxOccupancy: 1,
  },
  play: async ({ canvasElement, args }) => {
    const heading = within(canvasElement).getByRole('heading', { name: args.name });
    await expect(linkOf(canvasElement, args.name)).toBeVisible();
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(within(canvasElement).getByText('Up to 1 guest · 1 bedroom')).toBeVisible();
  },
};

/** The listing's marker is selected on the map. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-selected="true"]')).not.toBeNull();
  },
};

/** The photo fails to load (spec: platform §8): it is hidden and reported once. */
export const BrokenPhoto: Story = {
  args: { photo: { url: brokenPhotoUrl } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenPhotoUrl));
    await expect(args.onImageError).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: mobileViewport,
};
