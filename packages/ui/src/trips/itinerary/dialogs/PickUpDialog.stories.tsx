import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { carRental } from '../testing/itineraryStoryTrips';
import { PickUpDialog } from './PickUpDialog';

const meta = {
  title: 'Components/Trips/Itinerary/PickUpDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: PickUpDialog,
  parameters: { layout: 'padded' },
  args: { open: true, pickUp: carRental.car!.pickUp, onClose: fn() },
} satisfies Meta<typeof PickUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** When (the counter's local time), where and at what address. */
export const Open: Story = {
  play: async () => {
    await shownDialog('Pick up');
    await expect(definitionsOf(document.body, 'Pick up on')[0]).toMatch(/^Mon, Jul 20, 10:00\sAM$/);
    await expect(definitionsOf(document.body, 'Location')).toEqual([
      'Calgary International Airport',
    ]);
  },
};
