import type { Meta, StoryObj } from '@storybook/react-vite';
import { approximateLocationLabel } from '@wayfare/domain';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ListingLocationMap } from './ListingLocationMap';
import { storyCenter } from './storyListings';

const label = approximateLocationLabel('Lakeside Cabin with Dock');

const meta = {
  title: 'Components/ListingLocationMap',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingLocationMap,
  parameters: { layout: 'padded' },
  args: { center: storyCenter, label },
} satisfies Meta<typeof ListingLocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The circle is drawn (an SVG path) and there is no marker. */
async function showsCircle(map: HTMLElement) {
  await waitFor(() =>
    expect(map.querySelector('.leaflet-overlay-pane path')?.getAttribute('d')).toMatch(/a/),
  );
  await expect(map.querySelector('.leaflet-marker-icon')).toBeNull();
}

async function openExpandedMap(canvasElement: HTMLElement) {
  const expand = within(canvasElement).getByRole('button', { name: 'Expand map' });
  expand.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: label });
  await waitFor(() => expect(dialog).toBeVisible());
  const expandedMap = within(dialog).getByRole('region', { name: label });
  await showsCircle(expandedMap);
  return { expand, dialog, expandedMap };
}

/**
 * The approximate location (scenario shop/address/obfuscated): a circle of 500 m at zoom 13 and
 * an "Expand map" button of 150 by 45 px. The keyboard opens the full-screen map; Escape closes
 * it and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: label });
    await showsCircle(map);
    await expect(map.querySelector('.leaflet-tile-container canvas')).not.toBeNull();
    await expect(within(map).getByText('Map: Wayfare placeholder')).toBeVisible();

    const { expand } = await openExpandedMap(canvasElement);
    const { width, height } = expand.getBoundingClientRect();
    await expect([width, height]).toEqual([150, 45]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(expand).toHaveFocus();
  },
};

/** Any place, radius and zoom. */
export const Playground: Story = {};

/** The expanded map: full-screen, measured again once open, closed by its button. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const { expand, dialog, expandedMap } = await openExpandedMap(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    const container = expandedMap.querySelector('.leaflet-container');
    await expect(container?.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight / 2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close map' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(expand).toHaveFocus();
    // Left open, as the state this story shows.
    await openExpandedMap(canvasElement);
  },
};
