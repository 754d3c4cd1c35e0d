import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { storyWishlistPhotos, storyWishlists } from './storyWishlists';
import { WishlistList } from './WishlistList';

const meta = {
  title: 'Components/Wishlists/WishlistList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: WishlistList,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    wishlists: storyWishlists.map((wishlist, index) => ({
      ...wishlist,
      photo: storyWishlistPhotos[index],
    })),
    currentId: 'w-summer',
    hrefOf: (id: string) => `/favorites/?wishlistId=${id}`,
    label: 'Wishlists',
  },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link per wishlist with its count; the one shown is the current page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Wishlists' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const current = canvas.getByRole('link', { name: 'Summer by the water' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/favorites/?wishlistId=w-summer');
    await expect(canvas.getByRole('link', { name: 'Ski weekends' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByText('No homes yet')).toBeVisible();
  },
};
