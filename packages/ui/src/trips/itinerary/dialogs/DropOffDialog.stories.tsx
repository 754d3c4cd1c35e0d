import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { carRental } from '../testing/itineraryStoryTrips';
import { DropOffDialog } from './DropOffDialog';

const meta = {
  title: 'Components/Trips/Itinerary/DropOffDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: DropOffDialog,
  parameters: { layout: 'padded' },
  args: { open: true, dropOff: carRental.car!.dropOff, onClose: fn() },
} satisfies Meta<typeof DropOffDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By when (the counter's local time), where and at what address: another counter than pick up. */
export const Open: Story = {
  play: async () => {
    await shownDialog('Drop off');
    await expect(definitionsOf(document.body, 'Drop off by')[0]).toMatch(/^Fri, Jul 24, 5:30\sPM$/);
    await expect(definitionsOf(document.body, 'Address')).toEqual([
      '227 11 Ave SW, Calgary, AB T2R 1R9',
    ]);
  },
};
