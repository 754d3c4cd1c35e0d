import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import { roundTripFlight, storyFlightNames } from '../testing/itineraryStoryTrips';
import { FlightCheckInDialog } from './FlightCheckInDialog';

const flight = roundTripFlight.flight!;

const meta = {
  title: 'Components/Trips/Itinerary/FlightCheckInDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightCheckInDialog,
  parameters: { layout: 'padded' },
  args: { open: true, flight, flightNames: storyFlightNames, onClose: fn() },
} satisfies Meta<typeof FlightCheckInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Check in with the airline';

/** Check in with the airline: its confirmation code, and when and where the first flight leaves. */
export const Open: Story = {
  play: async () => {
    await shownDialog(title);
    await expect(definitionsOf(document.body, 'Air Canada')).toEqual(['ACARIS0']);
    await expect(definitionsOf(document.body, 'First flight')[0]).toMatch(
      /^Fri, Jul 10, 6:35\sPM from YYZ Toronto$/,
    );
  },
};

/** Before the airline has issued the ticket there is no airline code yet: it says when it comes. */
export const NotTicketedYet: Story = {
  args: {
    flight: {
      ...flight,
      itinerary: { ...flight.itinerary, locators: { agent: 'WFTPARIS', airline: [] } },
    },
  },
  play: async () => {
    const dialog = await shownDialog(title);
    await expect(
      dialog.getByText(/shows here once the airline has issued your ticket/),
    ).toBeVisible();
  },
};
