import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { homeStay, hotelStay } from '../testing/itineraryStoryTrips';
import { StayCheckInDialog } from './StayCheckInDialog';

const hotel = hotelStay.hotel!;
const home = homeStay.home!;

const meta = {
  title: 'Components/Trips/Itinerary/StayCheckInDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: StayCheckInDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    place: hotel.hotel,
    checkIn: hotel.checkIn,
    checkOut: hotel.checkOut,
    onClose: fn(),
  },
} satisfies Meta<typeof StayCheckInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Check-in and check-out';

/** A hotel: check-in and check-out in the hotel's local time, and where. */
export const Hotel: Story = {
  play: async () => {
    await shownDialog(title);
    await expect(definitionsOf(document.body, 'Check-in')[0]).toMatch(/^Thu, Aug 20, 3:00\sPM$/);
    await expect(definitionsOf(document.body, 'Check-out')[0]).toMatch(/^Sun, Aug 23, 11:00\sAM$/);
    await expect(definitionsOf(document.body, 'Property')).toEqual(['The Langham, Chicago']);
  },
};

/** A home. */
export const Home: Story = {
  args: {
    place: { name: home.listingName, address: home.address },
    checkIn: home.checkIn,
    checkOut: home.checkOut,
  },
  play: async () => {
    await shownDialog(title);
    await expect(definitionsOf(document.body, 'Check-in')[0]).toMatch(/^Sat, Aug 1, 4:00\sPM$/);
    await expect(definitionsOf(document.body, 'Property')).toEqual(['Lakeside Cabin with Dock']);
  },
};
