import type { Meta, StoryObj } from '@storybook/react-vite';
import { tripListTabs, tripsInTab, type TripListTabId } from '@wayfare/domain';
import { consumerTenant, frozenNow } from '@wayfare/test-kit/storybook';
import { expect, fn, within } from 'storybook/test';
import { hubTrips } from '../testing/tripStoryTrips';
import { tripListPanelId } from '../TripListTabsBar/tripListPanelId';
import { tripListEmptyTexts } from '../tripsHubTexts';
import { TripList } from './TripList';

const meta = {
  title: 'Components/Trips/TripList',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: TripList,
  parameters: { layout: 'padded' },
  args: {
    tab: 'upcoming',
    trips: tripsInTab(hubTrips, 'upcoming', frozenNow),
    now: frozenNow,
    onStopWatching: fn(),
    onReviewScheduleChange: fn(),
  },
} satisfies Meta<typeof TripList>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelOf = (tab: TripListTabId) => tripListTabs.find(({ id }) => id === tab)?.label ?? tab;

/**
 * One tab with its trips (STATES.md §21 `trips/<tab>`): a panel named by the tab's heading, with
 * the id its tab controls, and the titles of its cards in order.
 */
function tabStory(tab: TripListTabId, titles: readonly string[]): Story {
  return {
    // The trips the backend answers for that tab (the fake backend's rule: tripListTabsOf).
    args: { tab, trips: tripsInTab(hubTrips, tab, frozenNow) },
    play: async ({ canvasElement }) => {
      const panel = within(canvasElement).getByRole('tabpanel', { name: labelOf(tab) });
      await expect(panel).toHaveAttribute('id', tripListPanelId(tab));
      await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
        labelOf(tab),
      );
      await expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(titles);
    },
  };
}

/** Bookings of every kind but a watch, today or later: trips of each product, a schedule change. */
/** The soonest first (domain's tripsInTab). */
export const Upcoming = tabStory('upcoming', [
  'Harbourfront Hotel Vancouver',
  'Toronto - Paris - Toronto',
  'Toronto - Paris - Toronto',
  'Niagara Falls Boat Tour',
  'Toyota RAV4 or similar from Hertz',
  'Lakeside Cabin with Dock',
  'Pike Place Lodge',
  'Toronto - London - Paris…',
  'Toronto - Rome - Toronto',
  'Hotel Fontana Roma',
  'Playa Azul Resort + Toronto - Cancún - Toronto',
]);
export const Watched = tabStory('watched', ['Toronto - Lisbon']);
export const FrozenPrices = tabStory('frozen-prices', ['Toronto - London']);
export const AirlineCredits = tabStory('airline-credits', ['Toronto - Miami']);
/** Taken, canceled, never confirmed or failed: the latest first. */
export const Past = tabStory('past', [
  'Toronto - Miami',
  'Toyota RAV4 or similar from Hertz',
  'The Boston Harbor Inn',
  'Harbor View Suites',
]);
export const WithOffers = tabStory('with-offers', ['Pike Place Lodge']);

/** A tab with nothing in it (STATES.md §21 `trips/<tab>/empty`): its heading, and a sentence. */
function emptyStory(tab: TripListTabId): Story {
  return {
    args: { tab, trips: [] },
    play: async ({ canvasElement }) => {
      const panel = within(canvasElement).getByRole('tabpanel', { name: labelOf(tab) });
      await expect(within(panel).getByText(tripListEmptyTexts[tab])).toBeVisible();
      await expect(within(panel).queryByRole('list')).toBeNull();
    },
  };
}

export const UpcomingEmpty = emptyStory('upcoming');
export const WatchedEmpty = emptyStory('watched');
export const FrozenPricesEmpty = emptyStory('frozen-prices');
export const AirlineCreditsEmpty = emptyStory('airline-credits');
export const PastEmpty = emptyStory('past');
export const WithOffersEmpty = emptyStory('with-offers');
