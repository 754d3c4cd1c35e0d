import type { Meta, StoryObj } from '@storybook/react-vite';
import { consumerTenant, mobileViewport, shownDialog } from '@wayfare/test-kit/storybook';
import { expect, fn } from 'storybook/test';
import { multiCityFlight, roundTripFlight, storyFlightNames } from '../testing/itineraryStoryTrips';
import { FlightItineraryDialog } from './FlightItineraryDialog';

const meta = {
  title: 'Components/Trips/Itinerary/FlightItineraryDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightItineraryDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    slices: multiCityFlight.flight!.itinerary.slices,
    tripType: 'multi_city',
    flightNames: storyFlightNames,
    onClose: fn(),
  },
} satisfies Meta<typeof FlightItineraryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A multi-city trip of five legs (the most, products §2): each leg with its flight and times. */
export const MultiCity: Story = {
  play: async () => {
    const dialog = await shownDialog('Multi-city itinerary');
    await expect(
      dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Leg 1 of 5: YYZ to LHR',
      'Leg 2 of 5: LHR to CDG',
      'Leg 3 of 5: CDG to FCO',
      'Leg 4 of 5: FCO to BCN',
      'Leg 5 of 5: BCN to YYZ',
    ]);
    await expect(dialog.getByText('British Airways BA 306')).toBeVisible();
  },
};

/** The five legs on a phone, scrolled within the full-screen modal. */
export const MultiCityMobile: Story = {
  ...MultiCity,
  globals: mobileViewport,
};

/** A round trip: outbound and return, the return's layover in Montréal. */
export const RoundTrip: Story = {
  args: { slices: roundTripFlight.flight!.itinerary.slices, tripType: 'round_trip' },
  play: async () => {
    const dialog = await shownDialog('Flight itinerary');
    await expect(dialog.getByText('Layover 1 h 55 min in YUL Montréal')).toBeVisible();
  },
};
