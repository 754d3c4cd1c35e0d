import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Price } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import { ListingCard } from './ListingCard';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

/** $289 a night, or 28,900 miles in the account 'venture-miles'. */
const nightly: Price = {
  fiat: usd(289),
  rewards: { 'venture-miles': { value: 28900, currency: 'Miles', currencyDescription: 'miles' } },
};
const total: Price = { fiat: usd(867) };

const meta = {
  title: 'Components/ListingCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    name: 'Lakeside Cabin with Dock',
    photo: storyPhoto('Exterior'),
    score: 94,
    maxOccupancy: 6,
    bedrooms: 3,
    nightly,
    total,
    href: '/vacation-rentals/shop/?listingId=lakeside-cabin',
    onImageError: fn(),
  },
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A search result: one link named by the listing, covering the whole card and described by its
 * score, guests, bedrooms and prices; reached with Tab.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Lakeside Cabin with Dock' });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAccessibleDescription(
      'Review score 9.4 Up to 6 guests · 3 bedrooms $289.00 / night $867.00 total',
    );
    await expect(canvas.getByRole('heading', { name: 'Lakeside Cabin with Dock' })).toBeVisible();
    // The link covers the whole card: a click on the photo lands on it.
    const photo = canvasElement.querySelector('img')?.getBoundingClientRect();
    await expect(
      photo && document.elementFromPoint(photo.x + photo.width / 2, photo.y + photo.height / 2),
    ).toBe(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Every prop to try: names, scores, prices, a rewards account. */
export const Playground: Story = {
  args: { rewardsAccountReferenceId: 'venture-miles', selected: false },
};
