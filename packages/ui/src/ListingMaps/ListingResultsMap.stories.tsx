import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, slow } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListingResultsMap } from './ListingResultsMap';
import { ListingResultsMapWithSelection } from './ListingResultsMapWithSelection';
import { manyStoryListings, storyListings } from './storyListings';

const meta = {
  title: 'Components/ListingResultsMap',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ListingResultsMap,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ height: { xs: 560, md: 600 } }}>
        <Story />
      </Box>
    ),
  ],
  // The selection is kept as the results page keeps it; a new `selectedId` arg starts afresh.
  render: (args) => <ListingResultsMapWithSelection key={args.selectedId} {...args} />,
  args: {
    listings: storyListings,
    onSelect: fn(),
    label: 'Vacation rentals on the map',
  },
} satisfies Meta<typeof ListingResultsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const markersOf = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .filter((button) => button.classList.contains('wayfare-price-pill'));

/** Every pill within the map's frame, waiting for the map to fit its listings. */
const expectEveryPillInside = (canvasElement: HTMLElement, map: HTMLElement) =>
  waitFor(() => {
    const frame = map.getBoundingClientRect();
    const outside = markersOf(canvasElement).filter((marker) => {
      const pill = marker.getBoundingClientRect();
      const inside =
        pill.left >= frame.left &&
        pill.right <= frame.right &&
        pill.top >= frame.top &&
        pill.bottom <= frame.bottom;
      return !inside;
    });
    return expect(outside.map((marker) => marker.textContent)).toEqual([]);
    // Leaflet fits the bounds after its container's size is known: later on a busy machine.
  }, slow);

/**
 * Six listings as price pills, the map fitted so every one shows. A pill is a button named
 * "<name>, <price>"; Tab reaches it, Enter selects it, Space selects another.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Vacation rentals on the map' });
    await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(6));
    for (const { name, priceLabel } of storyListings)
      await expect(canvas.getByRole('button', { name: `${name}, ${priceLabel}` })).toBeVisible();

    // The map fits its listings once its size is known: the pills settle inside it.
    await expectEveryPillInside(canvasElement, map);

    const first = canvas.getByRole('button', { name: 'Lakeside Cabin with Dock, $289' });
    await userEvent.tab(); // the map itself, for panning with the arrow keys
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('lakeside-cabin');
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));

    const other = canvas.getByRole('button', { name: 'The Old Boathouse, $412' });
    other.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('boathouse');
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
    await expect(other).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenLastCalledWith('lakeside-cabin');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

/**
 * The map narrows after it has fitted its listings (a phone turned, a panel opened beside it): it
 * fits them again, so every pill still shows. A map the traveller has moved keeps their view.
 */
export const Resized: Story = {
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Vacation rentals on the map' });
    await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(6));
    await expectEveryPillInside(canvasElement, map);
    const frame = map.parentElement;
    if (frame) frame.style.width = '60%';
    await waitFor(() =>
      expect(map.getBoundingClientRect().width).toBeLessThan(canvasElement.clientWidth * 0.7),
    );
    await expectEveryPillInside(canvasElement, map);
  },
};

/** Any listings, to try the map. */
export const Playground: Story = {};

/** A listing selected (its card is highlighted beside the map): its pill is pressed and on top. */
export const Selected: Story = {
  args: { selectedId: 'granite-point' },
  play: async ({ canvasElement }) => {
    const selected = await within(canvasElement).findByRole('button', {
      name: 'Granite Point Cottage, $237',
    });
    await waitFor(() => expect(selected).toHaveAttribute('aria-pressed', 'true'));
    const others = markersOf(canvasElement).filter((marker) => marker !== selected);
    await expect(others.map((marker) => marker.getAttribute('aria-pressed'))).toEqual(
      Array.from({ length: 5 }, () => 'false'),
    );
  },
};

const clustersOf = (canvasElement: HTMLElement) =>
  markersOf(canvasElement).filter((marker) => marker.classList.contains('wayfare-cluster-pill'));

const pricePillsOf = (canvasElement: HTMLElement) =>
  markersOf(canvasElement).filter((marker) => !marker.classList.contains('wayfare-cluster-pill'));

/**
 * 500 listings: pills that would overlap gather into counts ("Zoom in on 23 homes"), and only the pills in
 * view are drawn. A count zooms in (Enter, or a click) until its homes stand apart; a price pill
 * among them is chosen as ever.
 */
export const ManyListings: Story = {
  args: { listings: manyStoryListings },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(clustersOf(canvasElement).length).toBeGreaterThan(3));
    // A fraction of the 500: the counts, and the pills in view.
    const fewerThan = manyStoryListings.length / 4;
    await expect(markersOf(canvasElement).length).toBeLessThan(fewerThan);
    const [cluster] = clustersOf(canvasElement);
    await expect(cluster).toHaveAccessibleName(/^Zoom in on \d+ homes$/);

    cluster?.focus();
    await userEvent.keyboard('{Enter}');
    // Zoomed in: the cluster has broken apart into prices and smaller counts.
    await waitFor(() => expect(markersOf(canvasElement)).not.toContain(cluster));
    await waitFor(() => expect(pricePillsOf(canvasElement).length).toBeGreaterThan(0));
    await expect(markersOf(canvasElement).length).toBeLessThan(fewerThan);

    const [pill] = pricePillsOf(canvasElement);
    if (pill) await userEvent.click(pill);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(pill).toHaveAttribute('aria-pressed', 'true'));
  },
};
