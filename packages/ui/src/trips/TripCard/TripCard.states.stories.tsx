import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripItineraryPath, type Trip, type TripStatus, type TripTimeState } from '@wayfare/domain';
import { expect, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { parisFlight, tripInEachTimeState, vancouverHotel } from '../testing/tripStoryTrips';
import { tripStatusLabels, tripTimeStateLabels } from '../tripLabels';
import type { TripCard } from './TripCard';
import defaultMeta from './TripCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/TripCard/States',
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time-state chip of the card in a story. */
const timeStateChip = (card: HTMLElement) => card.querySelector('[data-part="time-state"]');

/** A trip in one time state (products §4 "Trip time states"), reckoned at the frozen clock. */
function timeStateStory(timeState: TripTimeState): Story {
  const trip = tripInEachTimeState[timeState];
  return {
    args: { trip, href: tripItineraryPath(trip.id) },
    play: async ({ canvasElement }) => {
      const card = within(canvasElement).getByRole('article');
      await expect(card).toHaveAttribute('data-time-state', timeState);
      await expect(timeStateChip(card)).toHaveTextContent(tripTimeStateLabels[timeState]);
    },
  };
}

/** Today is before its first day. */
export const TimeFuture = timeStateStory('Future');
/** Today is between its first and last days. */
export const TimePresent = timeStateStory('Present');
/** Its last day has passed. */
export const TimePast = timeStateStory('Past');
/** It was canceled; this one left an airline travel credit. */
export const TimeCanceled = timeStateStory('Canceled');
/** Its booking failed. */
export const TimeInvalid = timeStateStory('Invalid');
/** Its dates passed while it was never confirmed. */
export const TimeUnused = timeStateStory('Unused');

/** Malformed dates: the trip needs attention, and its dates are to be confirmed. */
export const TimeInvalidDates: Story = {
  args: { trip: { ...vancouverHotel, dates: { start: '2026-07-10', end: '2026-07-0' } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveAttribute('data-time-state', 'Invalid');
    await expect(within(card).getByText('Dates to be confirmed')).toBeVisible();
  },
};

/** A trip with one status (products §4 "Booking statuses", "Hotel booking status"). */
function statusStory(base: Trip, status: TripStatus): Story {
  const trip = { ...base, status };
  return {
    args: { trip, href: tripItineraryPath(trip.id) },
    play: async ({ canvasElement }) => {
      const card = within(canvasElement).getByRole('article');
      await expect(card).toHaveAttribute('data-status', status);
      await expect(definitionsOf(card, 'Status')).toEqual([tripStatusLabels[status]]);
    },
  };
}

// Flights and packages use the booking statuses; hotels and cars their own set.
export const BookingCanceled = statusStory(parisFlight, 'Canceled');
export const BookingConfirmed = statusStory(parisFlight, 'Confirmed');
export const BookingModified = statusStory(parisFlight, 'Modified');
export const BookingPending = statusStory(parisFlight, 'Pending');
export const HotelPendingConfirm = statusStory(vancouverHotel, 'PendingConfirm');
export const HotelCancelledWithErrors = statusStory(vancouverHotel, 'CancelledWithErrors');
export const HotelCancelled = statusStory(vancouverHotel, 'Cancelled');
export const HotelFailure = statusStory(vancouverHotel, 'Failure');
export const HotelConfirmed = statusStory(vancouverHotel, 'Confirmed');
export const HotelPartiallyPaid = statusStory(vancouverHotel, 'PartiallyPaid');
export const HotelReceived = statusStory(vancouverHotel, 'Received');
