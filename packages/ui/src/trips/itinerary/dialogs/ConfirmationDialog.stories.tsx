import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { definitionsOf } from '../../../wallet/testing/definitionsOf';
import {
  homeStay,
  multiCityFlight,
  roundTripFlight,
  storyFlightNames,
} from '../testing/itineraryStoryTrips';
import { ConfirmationDialog } from './ConfirmationDialog';

const meta = {
  title: 'Components/Trips/Itinerary/ConfirmationDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: ConfirmationDialog,
  parameters: { layout: 'padded' },
  args: { open: true, trip: roundTripFlight, flightNames: storyFlightNames, onClose: fn() },
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flight: the booking's code, status, email, booking date, and the airline's own code. */
export const Flight: Story = {
  play: async () => {
    const dialog = await shownDialog('Confirmation');
    await expect(definitionsOf(document.body, 'Confirmation code')).toEqual(['WFTPARIS']);
    await expect(definitionsOf(document.body, 'Confirmation email')).toEqual([
      'alex.morgan@example.com',
    ]);
    await expect(definitionsOf(document.body, 'Booked on')[0]).toMatch(/^Jun 10, 2026/);
    await expect(
      dialog.getByRole('region', { name: 'Airline confirmation codes' }),
    ).toHaveTextContent('Air CanadaACARIS0');
  },
};

/** A multi-city flight: H- and the agent locator (products §9), then each airline's code. */
export const MultiCity: Story = {
  args: { trip: multiCityFlight },
  play: async () => {
    await shownDialog('Confirmation');
    await expect(definitionsOf(document.body, 'Confirmation code')).toEqual(['H-WFEUROPE']);
    await expect(definitionsOf(document.body, 'British Airways')).toEqual(['BAROPE1']);
  },
};

/** A home: the booking's code and the host's own. */
export const Home: Story = {
  args: { trip: homeStay },
  play: async () => {
    await shownDialog('Confirmation');
    await expect(definitionsOf(document.body, 'Host confirmation code')).toEqual(['HM-77341']);
  },
};
