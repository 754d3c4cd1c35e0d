import type { Meta, StoryObj } from '@storybook/react-vite';
import { seeAllPhotosLabel } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PhotoGalleryWithModal } from './PhotoGalleryWithModal';
import { partlyTaggedPhotos } from './storyPhotos';

const meta = {
  title: 'Components/PhotoGallery/WithModal',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PhotoGalleryWithModal,
  parameters: { layout: 'padded' },
  args: {
    photos: partlyTaggedPhotos(10, 7),
    listingName: 'The Lakefront Grand',
    categorizedGalleryOn: true,
    onImageError: fn(),
  },
} satisfies Meta<typeof PhotoGalleryWithModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The gallery as the listing and hotel pages show it: "See all photos (10)" loads the modal on
 * first use and opens it; Escape closes it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const seeAll = within(canvasElement).getByRole('button', { name: seeAllPhotosLabel(10) });
    await userEvent.click(seeAll);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of The Lakefront Grand' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(seeAll).toHaveFocus());
  },
};
