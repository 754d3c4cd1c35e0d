import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripItineraryPath, unlistedRoutePaths } from '@wayfare/domain';
import { tripIds, tripScenarioFocus } from '@wayfare/mocks';
import { consumerTenant, framedDocs, pageAt, playing, slow } from '@wayfare/test-kit/storybook';
import {
  cancelHomeTexts,
  itineraryActionLabels,
  scheduleChangeChoiceLabels,
  tripsHubTexts,
} from '@wayfare/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tripsRoutes } from '../routes/tripsRoutes';
import { tripsTexts } from '../tripsTexts';

interface TripItineraryPageAtProps {
  readonly path: string;
}

/** One trip's itinerary details as the portal mounts them: the trips routes, opened at an address. */
function TripItineraryPageAt({ path }: TripItineraryPageAtProps) {
  return pageAt(tripsRoutes(), path);
}

const meta = {
  title: 'Pages/Trips/TripItineraryPage',
  component: TripItineraryPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  globals: consumerTenant,
  args: { path: tripItineraryPath(tripIds.upcomingFlight) },
} satisfies Meta<typeof TripItineraryPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trip's title once its details have loaded. */
const loaded = (title: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name: title }, slow);

/** A flight's details: its slices, its booking and the way back to My Trips. */
export const Flight: Story = {
  play: async () => {
    await loaded('Toronto - Paris - Toronto');
    await expect(screen.getByRole('link', { name: tripsTexts.backToTrips })).toHaveAttribute(
      'href',
      unlistedRoutePaths.trips,
    );
    await expect(
      screen.getByRole('button', { name: itineraryActionLabels.resendConfirmation }),
    ).toBeVisible();
  },
};

/** trips/loading: the details never answer. */
export const Loading: Story = {
  parameters: playing('trips/loading'),
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: tripsTexts.itineraryLoading }, slow),
    ).toBeVisible();
  },
};

/** An address whose trip the backend does not know. */
export const NotFound: Story = {
  args: { path: tripItineraryPath('trip-that-is-not') },
  play: async () => {
    await expect(await loaded(tripsTexts.tripNotFoundTitle)).toBeVisible();
  },
};

/** trips/schedule-change, from the trip's details: the choice is sent and the notice goes. */
export const ScheduleChange: Story = {
  args: { path: tripItineraryPath(tripScenarioFocus['trips/schedule-change'].tripId ?? '') },
  parameters: playing('trips/schedule-change'),
  play: async () => {
    await loaded(/…$/);
    await userEvent.click(screen.getByRole('button', { name: tripsHubTexts.reviewScheduleChange }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule change' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: scheduleChangeChoiceLabels.ReferToAirline }),
    );
    await waitFor(
      () =>
        expect(
          screen.queryByRole('button', { name: tripsHubTexts.reviewScheduleChange }),
        ).toBeNull(),
      slow,
    );
  },
};

const homeTitle = 'Lakeside Cabin with Private Dock and Boathouse';

/**
 * trips/home-cancel-quote-success: the home's cancel quote says the refund and the fee; on
 * confirming, the home is cancelled and its details say so.
 */
export const HomeCancelQuoteSuccess: Story = {
  args: { path: tripItineraryPath(tripIds.upcomingHome) },
  parameters: playing('trips/home-cancel-quote-success'),
  play: async () => {
    await loaded(homeTitle);
    await userEvent.click(screen.getByRole('button', { name: itineraryActionLabels.cancelHome }));
    const dialog = await screen.findByRole('dialog', { name: cancelHomeTexts.title });
    await expect(await within(dialog).findByText(cancelHomeTexts.refund, {}, slow)).toBeVisible();
    await expect(within(dialog).getByText(cancelHomeTexts.penalty)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: cancelHomeTexts.confirm }));
    await expect(
      await within(dialog).findByText(cancelHomeTexts.cancelled(homeTitle), {}, slow),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await waitFor(
      () =>
        expect(screen.getByRole('article', { name: homeTitle })).toHaveAttribute(
          'data-status',
          'Canceled',
        ),
      slow,
    );
  },
};

/** trips/home-cancel-change-quote-failure: no quote could be made; the home stays booked. */
export const HomeCancelChangeQuoteFailure: Story = {
  args: { path: tripItineraryPath(tripIds.upcomingHome) },
  parameters: playing('trips/home-cancel-change-quote-failure'),
  play: async () => {
    await loaded(homeTitle);
    await userEvent.click(screen.getByRole('button', { name: itineraryActionLabels.cancelHome }));
    const dialog = await screen.findByRole('dialog', { name: cancelHomeTexts.title });
    await expect(
      await within(dialog).findByText(cancelHomeTexts.quoteFailureTitle, {}, slow),
    ).toBeVisible();
    await expect(within(dialog).getByText(cancelHomeTexts.quoteFailure)).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: cancelHomeTexts.confirm }),
    ).toBeNull();
  },
};
