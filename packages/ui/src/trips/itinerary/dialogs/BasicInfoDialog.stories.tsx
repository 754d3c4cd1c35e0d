import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { homeStay, hotelStay } from '../testing/itineraryStoryTrips';
import { BasicInfoDialog } from './BasicInfoDialog';

const hotel = hotelStay.hotel!;
const home = homeStay.home!;

const meta = {
  title: 'Components/Trips/Itinerary/BasicInfoDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: BasicInfoDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    stay: {
      ...hotel.hotel,
      checkIn: hotel.checkIn,
      checkOut: hotel.checkOut,
      guests: hotel.guests,
      rooms: hotel.rooms,
      roomName: hotel.roomName,
    },
    onClose: fn(),
  },
} satisfies Meta<typeof BasicInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hotel: name, address, dates, guests, rooms and the room booked. */
export const Hotel: Story = {
  play: async () => {
    await shownDialog('Basic info');
    await expect(definitionsOf(document.body, 'Name')).toEqual(['The Langham, Chicago']);
    await expect(definitionsOf(document.body, 'Guests')).toEqual(['2 guests']);
    await expect(definitionsOf(document.body, 'Rooms')).toEqual(['1 room']);
    await expect(definitionsOf(document.body, 'Room')).toEqual(['Deluxe King Room']);
  },
};

/** A home: no rooms, the guests of the whole home. */
export const Home: Story = {
  args: {
    stay: {
      name: home.listingName,
      address: home.address,
      checkIn: home.checkIn,
      checkOut: home.checkOut,
      guests: home.guests,
    },
  },
  play: async () => {
    await shownDialog('Basic info');
    await expect(definitionsOf(document.body, 'Guests')).toEqual(['4 guests']);
    await expect(definitionsOf(document.body, 'Rooms')).toEqual([]);
  },
};
