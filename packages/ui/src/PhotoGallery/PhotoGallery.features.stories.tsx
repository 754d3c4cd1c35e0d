import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectLayoutForWidth, expectPhotosShown } from './galleryPlay';
import type { PhotoGallery } from './PhotoGallery';
import defaultMeta from './PhotoGallery.stories';
import { brokenPhotoUrl, tourPhotos } from './storyPhotos';

const meta = {
  ...defaultMeta,
  title: 'Components/PhotoGallery/Features',
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Lakeside Cabin with Dock';

/** Exactly the three photos of the hero. */
export const ThreePhotos: Story = {
  args: { photos: tourPhotos(3) },
  play: async ({ canvasElement }) => {
    await expectPhotosShown(canvasElement, name, 3);
    await expect(
      within(canvasElement).getByRole('button', { name: 'See all photos (3)' }),
    ).toBeVisible();
  },
};

/** A single photo takes the whole hero; the slider has nothing to move to. */
export const OnePhoto: Story = {
  args: { photos: tourPhotos(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhotosShown(canvasElement, name, 1);
    const layout = await expectLayoutForWidth(canvasElement);
    const frame = canvasElement.querySelector(`[data-layout="${layout}"]`);
    await expect(canvas.getByRole('img').getBoundingClientRect().width).toBe(
      frame?.getBoundingClientRect().width,
    );
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'See all photos (1)' })).toBeVisible();
  },
};

/**
 * The second photo fails to load (scenario shop/image-load-failure, spec: platform §8): it is
 * hidden, the next photo takes its place, the count drops to 9 and the failure is reported once.
 */
export const BrokenPhoto: Story = {
  args: {
    photos: tourPhotos(10).map((photo, index) =>
      index === 1 ? { ...photo, url: brokenPhotoUrl } : photo,
    ),
  },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenPhotoUrl));
    await expect(args.onImageError).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector(`img[src="${brokenPhotoUrl}"]`)).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'See all photos (9)' }),
    ).toBeVisible();
    await expectPhotosShown(canvasElement, name, 9);
  },
};
