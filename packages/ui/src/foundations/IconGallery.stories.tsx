import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect } from 'storybook/test';
import { IconGallery } from './IconGallery';
import { iconsInUse } from './iconsInUse';

const meta = {
  title: 'Foundations/Icons',
  // The icons are the same on every tenant: pinned, so the pass shoots the page once.
  globals: consumerTenant,
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons in use, each tile its name and its own drawing. */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const names = Object.keys(iconsInUse);
    const tiles = [...canvasElement.querySelectorAll('[data-icon]')];
    await expect(tiles.map((tile) => tile.textContent ?? '').toSorted()).toEqual(names.toSorted());
    // Every tile draws a different icon: none is empty, none repeats another's drawing.
    const drawings = new Set(tiles.map((tile) => tile.querySelector('svg')?.innerHTML ?? ''));
    drawings.delete('');
    await expect(drawings.size).toBe(names.length);
  },
};
