import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  itineraryTags,
  tripItineraryPath,
  type FutureTravelCreditState,
  type TicketStatus,
  type Trip,
} from '@wayfare/domain';
import { usd } from '@wayfare/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { definitionsOf } from '../../wallet/testing/definitionsOf';
import {
  canceledFlight,
  multiCityFlight,
  parisFlight,
  scheduleChangeFlight,
  withFlight,
} from '../testing/tripStoryTrips';
import { itineraryTagLabels, ticketStatusLabels } from '../tripLabels';
import type { TripCard } from './TripCard';
import defaultMeta from './TripCard.stories';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/TripCard/Flights',
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const linked = (trip: Trip) => ({ trip, href: tripItineraryPath(trip.id) });

/** Every itinerary tag (products §3), each a chip of the flight's list, in the itinerary's order. */
export const ItineraryTags: Story = {
  args: linked(withFlight(parisFlight, {}, { tags: [...itineraryTags] })),
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole('list', { name: 'About this flight' });
    await expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(itineraryTags.map((tag) => itineraryTagLabels[tag]));
  },
};

/** A flight without tags shows no empty list. */
export const NoItineraryTags: Story = {
  args: linked(withFlight(parisFlight, {}, { tags: [] })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** A flight's ticket in one status (products §4 "Ticket status"). */
function ticketStory(ticketStatus: TicketStatus): Story {
  return {
    args: linked(withFlight(parisFlight, { ticketStatus })),
    play: async ({ canvasElement }) => {
      const card = within(canvasElement).getByRole('article');
      await expect(definitionsOf(card, 'Ticket')).toEqual([ticketStatusLabels[ticketStatus]]);
    },
  };
}

export const TicketCanceled = ticketStory('Canceled');
export const TicketModified = ticketStory('Modified');
export const TicketRejected = ticketStory('Rejected');
export const TicketTicketed = ticketStory('Ticketed');

const usVoidWindow =
  'You can void this booking at no cost within about 24 business hours of buying it.';
const canadaVoidWindow =
  'You can void this booking at no cost until 11:59 pm local time on the day you bought it.';

/** Not ticketed yet, bought in the US: it can be voided for about 24 business hours (products §9). */
export const VoidPreTicketVoidable: Story = {
  args: linked(
    withFlight(parisFlight, { purchaseCountry: 'US' }, { voidState: 'PreTicketVoidable' }),
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(definitionsOf(card, 'Void')).toEqual(['Can be voided']);
    await expect(within(card).getByText(usVoidWindow)).toBeVisible();
  },
};

/** Bought in Canada: it can be voided until 11:59 pm local time on the purchase day (products §9). */
export const VoidPreTicketVoidableCanada: Story = {
  args: linked(
    withFlight(parisFlight, { purchaseCountry: 'CA' }, { voidState: 'PreTicketVoidable' }),
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText(canadaVoidWindow)).toBeVisible();
    await expect(within(card).queryByText(usVoidWindow)).toBeNull();
  },
};

/** Voided: no window to tell of. */
export const VoidTicketedVoid: Story = {
  args: linked(withFlight(parisFlight, {}, { voidState: 'TicketedVoid' })),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(definitionsOf(card, 'Void')).toEqual(['Voided']);
    await expect(within(card).queryByText(/void this booking/)).toBeNull();
  },
};

export const VoidNotVoidable: Story = {
  args: linked(withFlight(parisFlight, {}, { voidState: 'NotVoidable' })),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(definitionsOf(card, 'Void')).toEqual(['Cannot be voided']);
    await expect(within(card).queryByText(/void this booking/)).toBeNull();
  },
};

/** An airline travel credit in one state (products §3 "Future travel credit"), with its expiry. */
function travelCreditStory(
  state: FutureTravelCreditState,
  credit: string,
  expiry: [term: string, date: string] | undefined,
): Story {
  return {
    args: linked(
      withFlight(canceledFlight, {
        futureTravelCredit: { state, amount: usd(412.6), expiresOn: '2027-03-01' },
      }),
    ),
    play: async ({ canvasElement }) => {
      const card = within(canvasElement).getByRole('article');
      await expect(definitionsOf(card, 'Airline travel credit')).toEqual([credit]);
      await expect(definitionsOf(card, 'Expires')).toEqual(
        expiry?.[0] === 'Expires' ? [expiry[1]] : [],
      );
      await expect(definitionsOf(card, 'Expired')).toEqual(
        expiry?.[0] === 'Expired' ? [expiry[1]] : [],
      );
    },
  };
}

export const TravelCreditAvailable = travelCreditStory('available', '$412.60 · Available', [
  'Expires',
  'Mar 1, 2027',
]);
export const TravelCreditExpired = travelCreditStory('expired', '$412.60 · Expired', [
  'Expired',
  'Mar 1, 2027',
]);
export const TravelCreditRedeemed = travelCreditStory('redeemed', '$412.60 · Redeemed', undefined);

/**
 * Four legs: the title names the first three cities then an ellipsis, the confirmation code is the
 * agent locator prefixed H- (products §9), and the separate tickets are explained.
 */
export const MultiCity: Story = {
  args: linked(multiCityFlight),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', {
      name: 'Toronto - London - Paris…',
    });
    await expect(definitionsOf(card, 'Confirmation code')).toEqual(['H-WFEUROPE']);
    await expect(
      within(card).getByText(/separate tickets from airlines that do not partner/),
    ).toBeVisible();
  },
};

/** The airline changed the schedule: a notice, and a button to review the change. */
export const ScheduleChange: Story = {
  args: linked(scheduleChangeFlight),
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article');
    const notice = within(card).getByRole('note');
    await expect(notice).toHaveTextContent('The airline changed the schedule of this trip.');
    const review = within(notice).getByRole('button', { name: 'Review the change' });
    await expect(review).toHaveAccessibleDescription('Toronto - Paris - Toronto');
    await userEvent.click(review);
    await expect(args.onReviewScheduleChange).toHaveBeenCalledWith(args.trip);
  },
};
