import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { carRental } from '../testing/itineraryStoryTrips';
import { DriversDialog } from './DriversDialog';

const meta = {
  title: 'Components/Trips/Itinerary/DriversDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: DriversDialog,
  parameters: { layout: 'padded' },
  args: { open: true, drivers: carRental.car!.drivers, onClose: fn() },
} satisfies Meta<typeof DriversDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main driver first, whatever the booking's order, then the additional ones. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Drivers');
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alex MorganMain driver',
      'Jamie MorganAdditional driver',
    ]);
  },
};
