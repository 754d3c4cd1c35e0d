import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import { SavedHomeCard } from './SavedHomeCard';
import { storyNightly } from './storyWishlists';

const meta = {
  title: 'Components/Wishlists/SavedHomeCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: SavedHomeCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    name: 'Tofino Surf Estate',
    photo: storyPhoto('Exterior'),
    place: 'Tofino, BC',
    nightly: storyNightly,
    href: '/vacation-rentals/shop/?listingId=listing-beach-house',
    onRemove: fn(),
  },
} satisfies Meta<typeof SavedHomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved home: one link to the listing, described by place and price, and a filled heart. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Tofino Surf Estate' });
    const link = within(card).getByRole('link', { name: 'Tofino Surf Estate' });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAccessibleDescription('Tofino, BC $289.00 / night');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** No price for the next dates (the host wants a longer stay, say): the home stays saved. */
export const NotPriced: Story = {
  args: { nightly: undefined, photo: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not available for the next dates')).toBeVisible();
  },
};

/** Selected on the map: highlighted. */
export const Selected: Story = { args: { selected: true } };
