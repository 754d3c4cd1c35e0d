import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant } from '@wayfare/test-kit/storybook';
import { expect, within } from 'storybook/test';
import { storyPhoto } from '../PhotoGallery/storyPhotos';
import { TripSummaryCard } from './TripSummaryCard';

const meta = {
  title: 'Components/TripSummaryCard',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripSummaryCard,
  parameters: { layout: 'padded' },
  args: {
    listingName: 'Seaside Cottage with Harbour Views',
    photo: { url: storyPhoto('Exterior').url, alt: 'The cottage from the garden' },
    location: 'Kennebunkport, Maine',
    stayDates: { from: '2026-07-08', until: '2026-07-11' },
    guests: { adultsCount: 2, children: [], petsCount: 0, roomsCount: 1 },
    checkInTime: '16:00',
    checkOutTime: '11:00',
  },
} satisfies Meta<typeof TripSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A three-night stay for two, with the listing's check-in and check-out times. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', {
      name: 'Seaside Cottage with Harbour Views',
    });
    await expect(card).toHaveTextContent('Wed, Jul 8 – Sat, Jul 11, 2026 (3 nights)');
    await expect(card).toHaveTextContent('2 guests');
    await expect(card).toHaveTextContent('Check-in4:00 PM');
    await expect(card).toHaveTextContent('Check-out11:00 AM');
    await expect(within(card).getByRole('img')).toHaveAccessibleName('The cottage from the garden');
  },
};

/** Edit any fact to see the card. */
export const Playground: Story = {};
