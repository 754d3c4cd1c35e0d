import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  itineraryTags,
  tripListTabs,
  tripsPath,
  type ItineraryTag,
  type TripKind,
  type TripListTabId,
  type TripStatus,
  type TripTimeState,
  type WatchState,
} from '@wayfare/domain';
import { tripScenarioFocus, type TripsScenarioId } from '@wayfare/mocks';
import { consumerTenant, framedDocs, pageAt, playing, slow } from '@wayfare/test-kit/storybook';
import {
  futureTravelCreditStateLabels,
  itineraryTagLabels,
  scheduleChangeChoiceLabels,
  segmentStatusLabels,
  stopWatchingTexts,
  ticketStatusLabels,
  tripCancellationEventLabels,
  tripListEmptyTexts,
  tripsHubTexts,
  voidStateLabels,
} from '@wayfare/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tripsRoutes } from '../routes/tripsRoutes';
import { tripsTexts } from '../tripsTexts';

interface TripsPageAtProps {
  readonly path: string;
}

/** My Trips as the portal mounts it: its routes in memory, opened at an address. */
function TripsPageAt({ path }: TripsPageAtProps) {
  return pageAt(tripsRoutes(), path);
}

const meta = {
  title: 'Pages/Trips/TripsPage',
  component: TripsPageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  globals: consumerTenant,
  args: { path: tripsPath() },
} satisfies Meta<typeof TripsPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelOf = (tab: TripListTabId) => tripListTabs.find(({ id }) => id === tab)?.label ?? tab;

/**
 * Whether the chosen tab lies wholly inside the tab strip. On a phone MUI scrolls it there once the
 * tabs are laid out (again when the font arrives): until then the strip is still moving.
 */
function chosenTabInView(tab: TripListTabId): boolean {
  const chosen = screen.getByRole('tab', { name: labelOf(tab) }).getBoundingClientRect();
  const strip = screen.getByRole('tablist').parentElement?.getBoundingClientRect();
  return strip !== undefined && chosen.left >= strip.left - 1 && chosen.right <= strip.right + 1;
}

/** The tab's panel once its trips have loaded and the strip has scrolled its tab into view. */
async function loadedPanel(tab: TripListTabId) {
  await waitFor(
    () => expect(screen.queryByRole('status', { name: tripsTexts.loading })).toBeNull(),
    slow,
  );
  const panel = await screen.findByRole('tabpanel', { name: labelOf(tab) }, slow);
  await waitFor(() => expect(chosenTabInView(tab)).toBe(true), slow);
  return panel;
}

/** The card of one trip in the panel. */
async function cardOf(tab: TripListTabId, tripId: string | undefined) {
  const panel = await loadedPanel(tab);
  const card = panel.querySelector<HTMLElement>(`article[data-trip-id="${tripId ?? ''}"]`);
  await expect(card, `the card of ${tripId ?? 'no trip'}`).not.toBeNull();
  return card ?? panel;
}

/** A story of a STATES §21 scenario, opened on the tab its trip is listed under. */
function hubStory(
  scenario: TripsScenarioId,
  play: (card: HTMLElement, panel: HTMLElement) => Promise<void>,
): Story {
  const { tab, tripId } = tripScenarioFocus[scenario];
  return {
    args: { path: tripsPath(tab) },
    parameters: playing(scenario),
    play: async () => {
      const card = await cardOf(tab, tripId);
      await play(card, await loadedPanel(tab));
    },
  };
}

const cardsOf = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>('article')];

// ---------------------------------------------------------------------------------------------
// STATES §21 Trips hub

/** trips/loading: the tabs at once, the tab's trips as placeholders of a card's size. */
export const Loading: Story = {
  parameters: playing('trips/loading'),
  play: async () => {
    await expect(
      await screen.findByRole('tab', { name: labelOf('upcoming') }, slow),
    ).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: labelOf('upcoming') });
    await expect(within(panel).getByRole('status', { name: tripsTexts.loading })).toBeVisible();
  },
};

/** trips/<tab>: the tab chosen in the address, with its trips. */
const tabStory = (tab: TripListTabId): Story =>
  hubStory(`trips/${tab}`, async (card, panel) => {
    await expect(screen.getByRole('tab', { name: labelOf(tab) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card).toBeVisible();
    await expect(cardsOf(panel).length).toBeGreaterThan(0);
  });

export const Upcoming = tabStory('upcoming');
export const Watched = tabStory('watched');
export const FrozenPrices = tabStory('frozen-prices');
export const AirlineCredits = tabStory('airline-credits');
export const Past = tabStory('past');
export const WithOffers = tabStory('with-offers');

/** trips/<tab>/empty: the tab says it has nothing. */
const emptyStory = (tab: TripListTabId): Story => ({
  args: { path: tripsPath(tab) },
  parameters: playing(`trips/${tab}/empty`),
  play: async () => {
    const panel = await loadedPanel(tab);
    await expect(within(panel).getByText(tripListEmptyTexts[tab])).toBeVisible();
    await expect(cardsOf(panel)).toHaveLength(0);
  },
});

export const UpcomingEmpty = emptyStory('upcoming');
export const WatchedEmpty = emptyStory('watched');
export const FrozenPricesEmpty = emptyStory('frozen-prices');
export const AirlineCreditsEmpty = emptyStory('airline-credits');
export const PastEmpty = emptyStory('past');
export const WithOffersEmpty = emptyStory('with-offers');

/** trips/kinds: a booking of each kind under Upcoming trips (the watch is under Watched trips). */
export const Kinds: Story = {
  args: { path: tripsPath('upcoming') },
  parameters: playing('trips/kinds'),
  play: async () => {
    const panel = await loadedPanel('upcoming');
    // In date order; the kinds are what this state is about.
    await expect(
      cardsOf(panel)
        .map((card) => card.dataset.kind)
        .sort(),
    ).toEqual(
      (
        [
          'Car',
          'Experience',
          'Flight',
          'Home',
          'Hotel',
          'Package',
          'PackageFlight',
          'PackageHotel',
        ] satisfies TripKind[]
      ).sort(),
    );
    await userEvent.click(screen.getByRole('tab', { name: labelOf('watched') }));
    const watched = await loadedPanel('watched');
    await expect(cardsOf(watched).map((card) => card.dataset.kind)).toEqual(['Watch']);
  },
};

/** trips/time-<state>: the trip's time state. */
const timeStory = (scenario: TripsScenarioId, state: TripTimeState): Story =>
  hubStory(scenario, async (card) => expect(card).toHaveAttribute('data-time-state', state));

export const TimeFuture = timeStory('trips/time-future', 'Future');
export const TimePresent = timeStory('trips/time-present', 'Present');
export const TimePast = timeStory('trips/time-past', 'Past');
export const TimeCanceled = timeStory('trips/time-canceled', 'Canceled');
export const TimeInvalid = timeStory('trips/time-invalid', 'Invalid');
export const TimeUnused = timeStory('trips/time-unused', 'Unused');

/** trips/booking-<status>: the booking's status. */
const bookingStory = (scenario: TripsScenarioId, status: TripStatus): Story =>
  hubStory(scenario, async (card) => expect(card).toHaveAttribute('data-status', status));

export const BookingCanceled = bookingStory('trips/booking-canceled', 'Canceled');
export const BookingConfirmed = bookingStory('trips/booking-confirmed', 'Confirmed');
export const BookingModified = bookingStory('trips/booking-modified', 'Modified');
export const BookingPending = bookingStory('trips/booking-pending', 'Pending');

/** trips/hotel-status: hotels and cars in each hotel status, over Upcoming and Past trips. */
export const HotelStatus: Story = {
  args: { path: tripsPath('upcoming') },
  parameters: playing('trips/hotel-status'),
  play: async () => {
    const statuses = (panel: HTMLElement) =>
      cardsOf(panel)
        .map((card) => card.dataset.status)
        .sort();
    await expect(statuses(await loadedPanel('upcoming'))).toEqual(
      (['Confirmed', 'PendingConfirm', 'PartiallyPaid', 'Received'] satisfies TripStatus[]).sort(),
    );
    await userEvent.click(screen.getByRole('tab', { name: labelOf('past') }));
    await expect(statuses(await loadedPanel('past'))).toEqual(
      (['Cancelled', 'CancelledWithErrors', 'Failure'] satisfies TripStatus[]).sort(),
    );
  },
};

/** trips/flight-tags: each itinerary tag on a flight of its own. */
export const FlightTags: Story = {
  args: { path: tripsPath('upcoming') },
  parameters: playing('trips/flight-tags'),
  play: async () => {
    const shown = async (tab: TripListTabId) => (await loadedPanel(tab)).textContent ?? '';
    const upcoming = await shown('upcoming');
    await userEvent.click(screen.getByRole('tab', { name: labelOf('past') }));
    const past = await shown('past');
    const missing = itineraryTags.filter(
      (tag: ItineraryTag) => !`${upcoming}${past}`.includes(itineraryTagLabels[tag]),
    );
    await expect(missing).toEqual([]);
  },
};

/**
 * trips/schedule-change: the card says the schedule changed; its modal lists each flight with
 * its status, and the traveller's choice is sent, which closes it and settles the change.
 */
export const ScheduleChange: Story = hubStory('trips/schedule-change', async (card) => {
  await userEvent.click(
    within(card).getByRole('button', { name: tripsHubTexts.reviewScheduleChange }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Schedule change' });
  for (const status of ['Confirmed', 'Pending', 'Declined', 'UnMapped'] as const) {
    await expect(within(dialog).getAllByText(segmentStatusLabels[status]).length).toBeGreaterThan(
      0,
    );
  }
  await userEvent.click(
    within(dialog).getByRole('button', { name: scheduleChangeChoiceLabels.MoveToQueue }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  await waitFor(
    () =>
      expect(screen.queryByRole('button', { name: tripsHubTexts.reviewScheduleChange })).toBeNull(),
    slow,
  );
});

/** A story whose trip's card says a text. */
const sayingStory = (scenario: TripsScenarioId, text: string): Story =>
  hubStory(scenario, async (card) => expect(card).toHaveTextContent(text));

export const TicketCanceled = sayingStory('trips/ticket-canceled', ticketStatusLabels.Canceled);
export const TicketModified = sayingStory('trips/ticket-modified', ticketStatusLabels.Modified);
export const TicketRejected = sayingStory('trips/ticket-rejected', ticketStatusLabels.Rejected);
export const TicketTicketed = sayingStory('trips/ticket-ticketed', ticketStatusLabels.Ticketed);

export const VoidTicketedVoid = sayingStory(
  'trips/void-ticketed-void',
  voidStateLabels.TicketedVoid,
);
/** A US purchase's void window, and beside it a Canadian one's. */
export const VoidPreTicketVoidable: Story = hubStory(
  'trips/void-pre-ticket-voidable',
  async (card, panel) => {
    await expect(within(card).getByText(voidStateLabels.PreTicketVoidable)).toBeVisible();
    await expect(cardsOf(panel)).toHaveLength(2);
    await expect(within(panel).getAllByText(voidStateLabels.PreTicketVoidable)).toHaveLength(2);
  },
);
export const VoidNotVoidable = sayingStory('trips/void-not-voidable', voidStateLabels.NotVoidable);

export const FtcAvailable = sayingStory(
  'trips/ftc-available',
  futureTravelCreditStateLabels.available,
);
export const FtcExpired = sayingStory('trips/ftc-expired', futureTravelCreditStateLabels.expired);
export const FtcRedeemed = sayingStory(
  'trips/ftc-redeemed',
  futureTravelCreditStateLabels.redeemed,
);

/** trips/watch-<state>: every watch of the tab in that state. */
const watchStory = (scenario: TripsScenarioId, state: WatchState): Story =>
  hubStory(scenario, async (_card, panel) => {
    const states = cardsOf(panel).map((card) => card.dataset.watchState);
    await expect(states.length).toBeGreaterThan(0);
    await expect(states.every((shown) => shown === state)).toBe(true);
  });

export const WatchNotWatching = watchStory('trips/watch-not-watching', 'NotWatching');
export const WatchJustWatched = watchStory('trips/watch-just-watched', 'JustWatched');
export const WatchInProcess = watchStory('trips/watch-in-process', 'InProcess');
/** trips/watch-watching: and a watch stopped from its card leaves the tab. */
export const WatchWatching: Story = hubStory('trips/watch-watching', async (card, panel) => {
  const before = cardsOf(panel).length;
  await expect(card).toHaveAttribute('data-watch-state', 'Watching');
  await userEvent.click(within(card).getByRole('button', { name: tripsHubTexts.stopWatching }));
  const dialog = await screen.findByRole('dialog', { name: stopWatchingTexts.title });
  await userEvent.click(within(dialog).getByRole('button', { name: stopWatchingTexts.confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  await waitFor(
    async () => expect(cardsOf(await loadedPanel('watched'))).toHaveLength(before - 1),
    slow,
  );
});

/** trips/multi-city: the title names three cities then an ellipsis; the code is H- and the agent locator. */
export const MultiCity: Story = hubStory('trips/multi-city', async (card) => {
  await expect(within(card).getByRole('heading', { level: 3 }).textContent).toMatch(/…$/);
  await expect(card.textContent).toMatch(/H-[A-Z0-9]+/);
});

export const CancelAttemptOk = sayingStory(
  'trips/cancel-attempt-ok',
  tripCancellationEventLabels.CancellationAttemptOk,
);
export const CancelAttemptFailed = sayingStory(
  'trips/cancel-attempt-failed',
  tripCancellationEventLabels.CancellationAttemptFailed,
);
export const CancelFeesApplicable = sayingStory(
  'trips/cancel-fees-applicable',
  tripCancellationEventLabels.CancellationFeesApplicable,
);
