import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripItineraryPath, type Trip, type TripCancellationEvent } from '@wayfare/domain';
import { expect, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import { frozenPriceFlight, offerHotel, vancouverHotel } from '../testing/tripStoryTrips';
import { tripCancellationEventLabels } from '../tripLabels';
import type { TripCard } from './TripCard';
import defaultMeta from './TripCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/TripCard/Notices',
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const linked = (trip: Trip) => ({ trip, href: tripItineraryPath(trip.id) });

/** The trip's last cancellation event (products §8), a note of the card. */
function cancellationStory(cancellationEvent: TripCancellationEvent): Story {
  return {
    args: linked({ ...vancouverHotel, cancellationEvent }),
    play: async ({ canvasElement }) => {
      const note = within(canvasElement).getByRole('note');
      await expect(note).toHaveAttribute('data-cancellation-event', cancellationEvent);
      await expect(note).toHaveTextContent(tripCancellationEventLabels[cancellationEvent]);
    },
  };
}

export const CancellationAttemptOk = cancellationStory('CancellationAttemptOk');
export const CancellationAttemptFailed = cancellationStory('CancellationAttemptFailed');
export const CancellationFeesApplicable = cancellationStory('CancellationFeesApplicable');

/** A frozen price (Frozen prices), and until when, in the traveller's time zone. */
export const FrozenPrice: Story = {
  args: linked(frozenPriceFlight),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(definitionsOf(card, 'Frozen price')).toEqual(['$498.00']);
    await expect(definitionsOf(card, 'Frozen until')[0]).toMatch(/^Jul 14, 2026, 10:00\sAM$/);
  },
};

/** A post-booking offer for the trip (Trips with offers). */
export const Offer: Story = {
  args: linked(offerHotel),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('$50 off your next flight')).toBeVisible();
    await expect(
      within(card).getByText('Book a flight to Seattle before August 15 and save $50.'),
    ).toBeVisible();
  },
};
