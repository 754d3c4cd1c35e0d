import type { Meta, StoryObj } from '@storybook/react-vite';
import { photoGroups } from '@wayfare/domain';
import { mobileViewport } from '@wayfare/test-kit/storybook';
import { expect, screen, waitFor, within } from 'storybook/test';
import { brokenPhotoUrl, partlyTaggedPhotos, tourPhotos } from '../PhotoGallery/storyPhotos';
import type { PhotoModal } from './PhotoModal';
import defaultMeta from './PhotoModal.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/PhotoModal/Features',
} satisfies Meta<typeof PhotoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Photos of Lakeside Cabin with Dock' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const headingsOf = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** One plain list, numbered in order, with no groups and no chips. */
const isPlain =
  (count: number): Story['play'] =>
  async () => {
    const dialog = await openDialog();
    await expect(headingsOf(dialog)).toEqual([]);
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    const images = within(dialog).getAllByRole('img');
    await expect(images).toHaveLength(count);
    await expect(images[0]).toHaveAccessibleName(`Lakeside Cabin with Dock, photo 1 of ${count}`);
  };

/** Untagged photos: one plain list. */
export const Plain: Story = {
  args: { photos: partlyTaggedPhotos(8, 0) },
  play: isPlain(8),
};

/**
 * 7 of 10 photos tagged, the experiment on (scenario shop/gallery/categorized): grouped in the
 * spec's order, untagged photos under Additional Photos; a chip jumps to its group.
 */
export const Categorized: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(headingsOf(dialog)).toEqual([...photoGroups]);
    const chips = within(within(dialog).getByRole('navigation', { name: 'Photo groups' }))
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    await expect(chips).toEqual([...photoGroups]);
    await expect(
      within(dialog)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toContain('Lakeside Cabin with Dock, photo 10 of 10');
  },
};

/** 6 of 10 tagged, under 70% (scenario shop/gallery/mostly-untagged): plain. */
export const MostlyUntagged: Story = {
  args: { photos: partlyTaggedPhotos(10, 6) },
  play: isPlain(10),
};

/** Every photo tagged, but the experiment is off (experiment/categorized-gallery/off): plain. */
export const ExperimentOff: Story = {
  args: { photos: tourPhotos(10), categorizedGalleryOn: false },
  play: isPlain(10),
};

/** A photo fails to load (spec: platform §8): hidden, reported once, the rest renumbered. */
export const BrokenPhoto: Story = {
  args: {
    photos: tourPhotos(10).map((photo, index) =>
      index === 3 ? { ...photo, url: brokenPhotoUrl } : photo,
    ),
    categorizedGalleryOn: false,
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledWith(brokenPhotoUrl));
    await expect(args.onImageError).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(9));
    await expect(dialog.querySelector(`img[src="${brokenPhotoUrl}"]`)).toBeNull();
  },
};

/**
 * Below 960 px the modal takes the whole screen; from 960 px it is at most 1200 px wide (the
 * story is also screenshotted at desktop width, so it checks the layout the width gives).
 */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async () => {
    const dialog = await openDialog();
    const { width } = dialog.getBoundingClientRect();
    if (window.innerWidth < 960) await expect(width).toBe(window.innerWidth);
    else await expect(width).toBeLessThanOrEqual(1200);
    await expect(headingsOf(dialog)).toEqual([...photoGroups]);
  },
};
