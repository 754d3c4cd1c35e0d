import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PhotoGallery } from './PhotoGallery';
import defaultMeta, { Default } from './PhotoGallery.stories';
import { brokenPhotoUrl, tourPhotos } from './storyPhotos';

const meta = {
  ...defaultMeta,
  title: 'Components/PhotoGallery/Features',
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const altTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

/** Exactly the three photos of the hero. */
export const ThreePhotos: Story = {
  args: { photos: tourPhotos(3) },
  play: async ({ canvasElement }) => {
    await expect(altTexts(canvasElement)).toEqual([
      'Lakeside Cabin with Dock, photo 1 of 3',
      'Lakeside Cabin with Dock, photo 2 of 3',
      'Lakeside Cabin with Dock, photo 3 of 3',
    ]);
    await expect(
      within(canvasElement).getByRole('button', { name: 'See all photos (3)' }),
    ).toBeVisible();
  },
};

/** A single photo takes the whole hero. */
export const OnePhoto: Story = {
  args: { photos: tourPhotos(1) },
  play: async ({ canvasElement }) => {
    const [image] = within(canvasElement).getAllByRole('img');
    const hero = canvasElement.querySelector('[data-layout="hero"]');
    await expect(image?.getBoundingClientRect().width).toBe(hero?.getBoundingClientRect().width);
    await expect(
      within(canvasElement).getByRole('button', { name: 'See all photos (1)' }),
    ).toBeVisible();
  },
};

/**
 * The second photo fails to load (spec: platform §8): it is hidden, the next photo takes its
 * place, the count drops to 9 and the failure is reported once.
 */
export const BrokenPhoto: Story = {
  args: {
    photos: tourPhotos(10).map((photo, index) =>
      index === 1 ? { ...photo, url: brokenPhotoUrl } : photo,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenPhotoUrl));
    await expect(args.onImageError).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector(`img[src="${brokenPhotoUrl}"]`)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'See all photos (9)' })).toBeVisible();
    await expect(altTexts(canvasElement)).toEqual([
      'Lakeside Cabin with Dock, photo 1 of 9',
      'Lakeside Cabin with Dock, photo 2 of 9',
      'Lakeside Cabin with Dock, photo 3 of 9',
    ]);
  },
};

/**
 * Below 960 px: a slider of one photo at a time with an "n / N" counter; the next and previous
 * buttons work with the pointer and the keyboard.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('region', { name: 'Photos of Lakeside Cabin with Dock' });
    await expect(slider).toHaveAttribute('data-layout', 'slider');
    await expect(slider.getBoundingClientRect().height).toBe(224);
    const counter = canvas.getByTestId('photo-counter');
    await expect(counter).toHaveTextContent('1 / 10');

    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(counter).toHaveTextContent('2 / 10'), { timeout: 3000 });
    await expect(counter).toHaveTextContent('Lakeside Cabin with Dock, photo 2 of 10');

    canvas.getByRole('button', { name: 'Previous photo' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(counter).toHaveTextContent('1 / 10'), { timeout: 3000 });

    await userEvent.click(canvas.getByRole('button', { name: 'See all photos (10)' }));
    await expect(args.onSeeAllPhotos).toHaveBeenCalledTimes(1);
  },
};

export const Corporate: Story = {
  ...Default,
  globals: { tenant: 'corporate' },
};
