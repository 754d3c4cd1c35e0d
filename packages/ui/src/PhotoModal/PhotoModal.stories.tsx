import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { partlyTaggedPhotos } from '../PhotoGallery/storyPhotos';
import { PhotoModal } from './PhotoModal';
import { PhotoModalWithButton } from './PhotoModalWithButton';

const meta = {
  title: 'Components/PhotoModal',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PhotoModal,
  // The modal opens from its button, as on the listing page; a new `open` arg starts it afresh.
  render: (args) => <PhotoModalWithButton key={String(args.open)} {...args} />,
  args: {
    open: true,
    onClose: fn(),
    photos: partlyTaggedPhotos(10, 7),
    listingName: 'Lakeside Cabin with Dock',
    categorizedGalleryOn: true,
    onImageError: fn(),
  },
} satisfies Meta<typeof PhotoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Photos of Lakeside Cabin with Dock';

/** The open dialog has finished appearing. */
async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Opened from "See all photos (10)", grouped. Escape closes it and focus returns to the button;
 * Enter opens it again, Tab stays inside, and a chip moves focus to its group.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // The page behind an open dialog is hidden from assistive technology.
    const trigger = within(canvasElement).getByRole('button', {
      name: 'See all photos (10)',
      hidden: true,
    });
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);

    within(dialog).getByRole('button', { name: 'Bathroom' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('heading', { name: 'Bathroom' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await openDialog();
  },
};

/** Any photos, names and experiment state. */
export const Playground: Story = {};
