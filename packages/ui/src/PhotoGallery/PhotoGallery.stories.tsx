import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectLayoutForWidth, expectPhotosShown } from './galleryPlay';
import { PhotoGallery } from './PhotoGallery';
import { tourPhotos } from './storyPhotos';

const meta = {
  title: 'Components/PhotoGallery',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
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
 * Ten photos. On desktop the hero shows the first three, the first on 60% of the width, 419 px
 * high. Below 960 px the slider shows one at a time, 224 px high, with an "n / N" counter and
 * previous and next buttons. Either way the keyboard reaches "See all photos (10)" and Enter
 * opens the modal.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectPhotosShown(canvasElement, 'Lakeside Cabin with Dock', 10);
    const layout = await expectLayoutForWidth(canvasElement);
    const seeAll = canvas.getByRole('button', { name: 'See all photos (10)' });

    if (layout === 'hero') {
      const [main, side] = canvas
        .getAllByRole('img')
        .map((image) => image.getBoundingClientRect().width);
      await expect((main ?? 0) / ((main ?? 0) + (side ?? 0))).toBeCloseTo(0.6, 2);
      const hero = canvasElement.querySelector('[data-layout="hero"]');
      await expect(hero?.getBoundingClientRect().height).toBe(419);
      await userEvent.tab();
    } else {
      const slider = canvas.getByRole('region', { name: 'Photos of Lakeside Cabin with Dock' });
      await expect(slider.getBoundingClientRect().height).toBe(224);
      const counter = canvas.getByTestId('photo-counter');
      await expect(counter).toHaveTextContent('1 / 10');
      const previous = canvas.getByRole('button', { name: 'Previous photo' });
      const next = canvas.getByRole('button', { name: 'Next photo' });

      // Tab order: the strip (its arrow keys scroll it), previous, next, see all.
      await userEvent.tab();
      await expect(slider.querySelector('ul')).toHaveFocus();
      await userEvent.tab();
      await expect(previous).toHaveFocus();
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(counter).toHaveTextContent('2 / 10'), { timeout: 3000 });
      await expect(counter).toHaveTextContent('Lakeside Cabin with Dock, photo 2 of 10');

      // The pointer: previous from the first photo wraps round to the last.
      await userEvent.click(previous);
      await waitFor(() => expect(counter).toHaveTextContent('1 / 10'), { timeout: 3000 });
      await userEvent.click(previous);
      await waitFor(() => expect(counter).toHaveTextContent('10 / 10'), { timeout: 3000 });
      await userEvent.click(next);
      await waitFor(() => expect(counter).toHaveTextContent('1 / 10'), { timeout: 3000 });
      await userEvent.tab();
    }

    await expect(seeAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeeAllPhotos).toHaveBeenCalledTimes(1);
    await expect(args.onImageError).not.toHaveBeenCalled();
  },
};

/** Any photos and name, to try the layout. */
export const Playground: Story = {};
