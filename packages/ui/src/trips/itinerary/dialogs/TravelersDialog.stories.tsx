import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent } from 'storybook/test';
import { roundTripFlight } from '../testing/itineraryStoryTrips';
import { TravelersDialog } from './TravelersDialog';

const meta = {
  title: 'Components/Trips/Itinerary/TravelersDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TravelersDialog,
  parameters: { layout: 'padded' },
  args: { open: true, travelers: roundTripFlight.travelers, onClose: fn() },
} satisfies Meta<typeof TravelersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each traveler with their kind; Close closes. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog('Travelers');
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alex MorganAdult',
      'Jamie MorganAdult',
      'Sam MorganChild',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A booking that recorded no travelers says so. */
export const NoTravelers: Story = {
  args: { travelers: [] },
  play: async () => {
    const dialog = await shownDialog('Travelers');
    await expect(dialog.getByText('No travelers are recorded on this booking.')).toBeVisible();
  },
};
