import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { carRental } from '../testing/itineraryStoryTrips';
import { CarConfirmationDialog } from './CarConfirmationDialog';

const meta = {
  title: 'Components/Trips/Itinerary/CarConfirmationDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: CarConfirmationDialog,
  parameters: { layout: 'padded' },
  args: { open: true, car: carRental.car!, onClose: fn() },
} satisfies Meta<typeof CarConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rental company's own number, and where it is asked for. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Car confirmation');
    await expect(definitionsOf(document.body, 'Hertz confirmation number')).toEqual(['H48213977']);
    await expect(dialog.getByText(/at the Hertz counter/)).toBeVisible();
  },
};
