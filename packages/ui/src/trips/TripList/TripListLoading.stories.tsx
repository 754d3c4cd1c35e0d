import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { TripListLoading } from './TripListLoading';

const meta = {
  title: 'Components/Trips/TripListLoading',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripListLoading,
  parameters: { layout: 'padded' },
  args: { tab: 'upcoming' },
} satisfies Meta<typeof TripListLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The trips loading (STATES.md §21 `trips/loading`): the tab's heading at once, and a status
 * named for what loads, holding placeholders of a fixed height.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Upcoming trips' });
    const status = within(panel).getByRole('status', { name: 'Loading your trips' });
    const placeholders = [...status.children] as HTMLElement[];
    await expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      await expect(placeholder.getBoundingClientRect().height).toBe(184);
    }
  },
};

/** Another tab loading: its own heading and panel. */
export const PastTrips: Story = {
  args: { tab: 'past' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel', { name: 'Past trips' });
    await expect(within(panel).getByRole('status', { name: 'Loading your trips' })).toBeVisible();
  },
};
