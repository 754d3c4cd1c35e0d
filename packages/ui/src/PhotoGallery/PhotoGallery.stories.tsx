import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhotoGallery } from './PhotoGallery';
import { tourPhotos } from './storyPhotos';

const meta = {
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  parameters: { layout: 'padded' },
  args: {
    photos: tourPhotos(10),
    listingName: 'Lakeside Cabin with Dock',
    onSeeAllPhotos: fn(),
    onImageError: fn(),
  },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ten photos on desktop: the hero shows the first three, the first on 60% of the width, and the
 * button opens the modal (keyboard included).
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const images = canvas.getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Lakeside Cabin with Dock, photo 1 of 10',
      'Lakeside Cabin with Dock, photo 2 of 10',
      'Lakeside Cabin with Dock, photo 3 of 10',
    ]);
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    const [main, side] = images.map((image) => image.getBoundingClientRect().width);
    await expect((main ?? 0) / ((main ?? 0) + (side ?? 0))).toBeCloseTo(0.6, 2);
    const hero = canvasElement.querySelector('[data-layout="hero"]');
    await expect(hero?.getBoundingClientRect().height).toBe(419);

    await userEvent.tab();
    const seeAll = canvas.getByRole('button', { name: 'See all photos (10)' });
    await expect(seeAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeeAllPhotos).toHaveBeenCalledTimes(1);
    await expect(args.onImageError).not.toHaveBeenCalled();
  },
};

/** Any photos and name, to try the layout. */
export const Playground: Story = {};
