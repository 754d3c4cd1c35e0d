import type { Meta, StoryObj } from '@storybook/react-vite';
import { tenantSettings, tripItineraryPath, type ExchangeFlowStep } from '@wayfare/domain';
import { flightExchangeScenarioFocus, type FlightExchangeScenarioId } from '@wayfare/mocks';
import {
  consumerTenant,
  corporateTenant,
  dialogsClosed,
  framedDocs,
  pageAt,
  playing,
  slow,
  storyTenant,
} from '@wayfare/test-kit/storybook';
import {
  changeAirportsTexts,
  changeDateTimeTexts,
  changeFailedTexts,
  changeRequestedTexts,
  exchangeFlowStepLabels,
  exchangeLoadingTexts,
  exchangeProcessingTexts,
  exchangeRefusalTexts,
  exchangeRequestedNotice,
  exchangeReviewTexts,
  flightCancellationTexts,
  flightCancelPolicyTexts,
  flightExchangeTexts,
  itineraryActionLabels,
  sliceChangeActionLabels,
  sliceSelectionTexts,
} from '@wayfare/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tripsRoutes } from '../routes/tripsRoutes';

interface FlightExchangePageAtProps {
  readonly path: string;
}

/** A trip's itinerary details as the portal mounts them, where the flight is changed. */
function FlightExchangePageAt({ path }: FlightExchangePageAtProps) {
  return pageAt(tripsRoutes(), path);
}

const meta = {
  title: 'Pages/Trips/FlightExchange',
  // Its plays read the consumer tenant's texts and support line: pinned, the toolbar cannot
  // switch them away (the corporate story pins its own).
  globals: consumerTenant,
  component: FlightExchangePageAt,
  parameters: { layout: 'fullscreen', docs: framedDocs() },
  args: {
    path: tripItineraryPath(flightExchangeScenarioFocus['flight-exchange/loading'].tripId ?? ''),
  },
} satisfies Meta<typeof FlightExchangePageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story of a scenario: its trip's details, on its backend. */
const scenario = (id: FlightExchangeScenarioId) => ({
  args: { path: tripItineraryPath(flightExchangeScenarioFocus[id].tripId ?? '') },
  parameters: playing(id),
});

/** The trip's details loaded, and the Change flight button pressed: the modal. */
async function openExchange() {
  await screen.findByRole('heading', { level: 1 }, slow);
  await userEvent.click(screen.getByRole('button', { name: itineraryActionLabels.exchangeFlight }));
  const dialog = await screen.findByRole('dialog', { name: flightExchangeTexts.title }, slow);
  return within(dialog);
}

type Modal = Awaited<ReturnType<typeof openExchange>>;

/** A screen's heading, once it holds focus. */
async function headingFocused(modal: Modal, name: string | RegExp) {
  const heading = await modal.findByRole('heading', { level: 3, name }, slow);
  await waitFor(() => expect(heading).toHaveFocus(), slow);
  return heading;
}

const pressContinue = (modal: Modal) =>
  userEvent.click(modal.getByRole('button', { name: flightExchangeTexts.continue }));

/** Picks an action of the flight whose legend starts so. */
async function choose(modal: Modal, flight: string, action: keyof typeof sliceChangeActionLabels) {
  const group = within(modal.getByRole('group', { name: new RegExp(`^${flight}:`) }));
  await userEvent.click(group.getByRole('radio', { name: sliceChangeActionLabels[action] }));
  return group;
}

/** The round trip's return moved to Monday 3 August, in the afternoon, and reviewed. */
async function reviewReturnMoved() {
  const modal = await openExchange();
  await headingFocused(modal, sliceSelectionTexts.heading);
  await choose(modal, 'Return', 'Change');
  await pressContinue(modal);
  await headingFocused(modal, changeDateTimeTexts.heading('Return'));
  await userEvent.click(modal.getByRole('gridcell', { name: '3' }));
  await userEvent.click(modal.getByRole('radio', { name: /^Afternoon/ }));
  await pressContinue(modal);
  await headingFocused(modal, exchangeReviewTexts.heading);
  return modal;
}

/** The return moved and the request sent: the modal while the exchange runs, and after. */
async function submitReturnMoved() {
  const modal = await reviewReturnMoved();
  await userEvent.click(modal.getByRole('button', { name: exchangeReviewTexts.submit }));
  return modal;
}

/** The exchange failed at a step: what failed, the booking stands, the support line. */
async function failedAt(step: ExchangeFlowStep) {
  const modal = await submitReturnMoved();
  await headingFocused(modal, changeFailedTexts.heading);
  const failure = { kind: 'step-failed', step } as const;
  await expect(modal.getByRole('alert')).toHaveTextContent(changeFailedTexts.reason(failure));
  await expect(modal.getByText(changeFailedTexts.booking(failure))).toBeVisible();
  const phone = tenantSettings('consumer').supportPhone;
  await expect(modal.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
  await expect(modal.getByRole('button', { name: flightExchangeTexts.tryAgain })).toBeEnabled();
}

/** The exchange waits on a poll step that keeps answering Pending, and says so. */
async function stillWaitingAt(step: ExchangeFlowStep) {
  const modal = await submitReturnMoved();
  await headingFocused(modal, exchangeProcessingTexts.heading);
  await expect(
    await modal.findByText(
      exchangeProcessingTexts.stillWaiting(exchangeFlowStepLabels[step]),
      {},
      slow,
    ),
  ).toBeVisible();
  await expect(modal.getByRole('status')).toHaveTextContent(
    exchangeProcessingTexts.now(exchangeFlowStepLabels[step]),
  );
  await expect(modal.queryByRole('button')).toBeNull();
}

/** Presses Tab until the element has focus: the keyboard alone. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 40 && document.activeElement !== target; presses += 1)
    await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** flight-exchange/loading: whether the flight can be changed never answers; the modal says it is checking. */
export const Loading: Story = {
  ...scenario('flight-exchange/loading'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, exchangeLoadingTexts.heading);
    await expect(modal.getByRole('status')).toHaveTextContent(exchangeLoadingTexts.message);
  },
};

/**
 * flight-exchange/slice-selection: the multi-city Montréal, Paris, Rome and home, its first leg
 * Flown; the others to keep, change or remove; flights to add up to 5.
 */
export const SliceSelection: Story = {
  ...scenario('flight-exchange/slice-selection'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, sliceSelectionTexts.heading);
    await expect(modal.getByText(sliceChangeActionLabels.Flown)).toBeVisible();
    await expect(modal.getByText(sliceSelectionTexts.flown)).toBeVisible();
    const leg2 = within(
      modal.getByRole('group', { name: 'Leg 2 of 3: Paris (CDG) to Rome (FCO)' }),
    );
    for (const action of ['Keep', 'Change', 'Remove'] as const)
      await expect(
        leg2.getByRole('radio', { name: sliceChangeActionLabels[action] }),
      ).toBeEnabled();
    await choose(modal, 'Leg 3 of 3', 'Remove');
    await userEvent.click(modal.getByRole('button', { name: sliceSelectionTexts.addSlice }));
    await expect(modal.getByText(sliceSelectionTexts.addedTitle(1))).toBeVisible();
  },
};

/** flight-exchange/change-airports: the Paris–Rome leg to Barcelona instead, picked from the airports. */
export const ChangeAirports: Story = {
  ...scenario('flight-exchange/change-airports'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, sliceSelectionTexts.heading);
    const leg2 = await choose(modal, 'Leg 2 of 3', 'Change');
    await userEvent.click(leg2.getByRole('checkbox', { name: sliceSelectionTexts.changeAirports }));
    await pressContinue(modal);
    await headingFocused(modal, changeAirportsTexts.heading('Leg 2 of 3'));
    await expect(modal.getByRole('combobox', { name: changeAirportsTexts.from })).toHaveValue(
      'Paris (CDG)',
    );
    const to = modal.getByRole('combobox', { name: changeAirportsTexts.to });
    await userEvent.clear(to);
    await userEvent.type(to, 'BCN');
    await userEvent.click(await screen.findByRole('option', { name: /Barcelona \(BCN\)/ }, slow));
    await expect(to).toHaveValue('Barcelona (BCN)');
    await pressContinue(modal);
    await headingFocused(modal, changeDateTimeTexts.heading('Leg 2 of 3'));
  },
};

/** flight-exchange/change-date-time: the round trip's return, its booked day and time of day to change. */
export const ChangeDateTime: Story = {
  ...scenario('flight-exchange/change-date-time'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, sliceSelectionTexts.heading);
    await choose(modal, 'Return', 'Change');
    await pressContinue(modal);
    await headingFocused(modal, changeDateTimeTexts.heading('Return'));
    await expect(modal.getByText(changeDateTimeTexts.chosen('Sat, Aug 1'))).toBeVisible();
    await expect(modal.getByRole('radio', { name: /^Afternoon/ })).toBeChecked();
    await expect(modal.getByText(changeDateTimeTexts.booked('Sat, Aug 1, 1:05 PM'))).toBeVisible();
  },
};

/** flight-exchange/go-to-exchange: the return moved to 3 August, reviewed with both travelers. */
export const GoToExchange: Story = {
  ...scenario('flight-exchange/go-to-exchange'),
  play: async () => {
    const modal = await reviewReturnMoved();
    await expect(
      modal.getByText(
        exchangeReviewTexts.newFlight('Paris (CDG) to Toronto (YYZ)', 'Mon, Aug 3', 'Afternoon'),
      ),
    ).toBeVisible();
    await expect(modal.getByText(exchangeReviewTexts.kept)).toBeVisible();
    await expect(modal.getByText(exchangeReviewTexts.travelers(2))).toBeVisible();
    await expect(modal.getByText('Alex Morgan (Adult)')).toBeVisible();
    await expect(modal.getByText('Jamie Morgan (Adult)')).toBeVisible();
  },
};

/**
 * flight-exchange/change-requested: the happy path with the keyboard alone, from the trip's Change
 * flight button to the change with the agents; once closed, the trip says a change was requested
 * and focus is back on the button.
 */
export const ChangeRequested: Story = {
  ...scenario('flight-exchange/change-requested'),
  play: async () => {
    await screen.findByRole('heading', { level: 1 }, slow);
    const opener = screen.getByRole('button', { name: itineraryActionLabels.exchangeFlight });
    await tabTo(opener);
    await userEvent.keyboard('{Enter}');
    const modal = within(
      await screen.findByRole('dialog', { name: flightExchangeTexts.title }, slow),
    );
    await headingFocused(modal, sliceSelectionTexts.heading);
    const back = within(modal.getByRole('group', { name: /^Return:/ }));
    await tabTo(back.getByRole('radio', { name: sliceChangeActionLabels.Keep }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(back.getByRole('radio', { name: sliceChangeActionLabels.Change })).toBeChecked();
    await tabTo(modal.getByRole('button', { name: flightExchangeTexts.continue }));
    await userEvent.keyboard('{Enter}');

    await headingFocused(modal, changeDateTimeTexts.heading('Return'));
    await tabTo(modal.getByRole('gridcell', { name: '1' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(modal.getByText(changeDateTimeTexts.chosen('Mon, Aug 3'))).toBeVisible();
    await tabTo(modal.getByRole('radio', { name: /^Afternoon/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(modal.getByRole('radio', { name: /^Evening/ })).toBeChecked();
    await tabTo(modal.getByRole('button', { name: flightExchangeTexts.continue }));
    await userEvent.keyboard('{Enter}');

    await headingFocused(modal, exchangeReviewTexts.heading);
    await tabTo(modal.getByRole('button', { name: exchangeReviewTexts.submit }));
    await userEvent.keyboard('{Enter}');

    await headingFocused(modal, changeRequestedTexts.heading);
    await expect(modal.getByRole('status')).toHaveTextContent(
      changeRequestedTexts.message('alex.morgan@example.com'),
    );
    await tabTo(modal.getByRole('button', { name: flightExchangeTexts.done }));
    await userEvent.keyboard('{Enter}');
    await dialogsClosed();
    await expect(await screen.findByText(exchangeRequestedNotice, {}, slow)).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus(), slow);
  },
};

/** flight-exchange/change-failed: the exchange fails at shop: no flights match. */
export const ChangeFailed: Story = {
  ...scenario('flight-exchange/change-failed'),
  play: () => failedAt('Shop'),
};

/** flight-exchange/contact-airline: Air France controls the tickets; its code. */
export const ContactAirline: Story = {
  ...scenario('flight-exchange/contact-airline'),
  play: async () => {
    const modal = await openExchange();
    const texts = exchangeRefusalTexts.contactAirline;
    await headingFocused(modal, texts.heading('Air France'));
    await expect(modal.getByText(texts.message('Air France'))).toBeVisible();
    await expect(modal.getByText(texts.code('Air France'))).toBeVisible();
  },
};

/** The support line a play expects: the tenant's (products §6 consumer and corporate lines). */
const supportLineShown = async (modal: Modal, tenant: 'consumer' | 'corporate') => {
  const phone = tenantSettings(tenant).supportPhone;
  await expect(modal.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
};

/** flight-exchange/contact-support: a multi-city on separate tickets; the tenant's support line. */
export const ContactSupport: Story = {
  ...scenario('flight-exchange/contact-support'),
  play: async (context) => {
    const modal = await openExchange();
    await headingFocused(modal, exchangeRefusalTexts.contactSupport.heading);
    await expect(modal.getByText(exchangeRefusalTexts.contactSupport.message)).toBeVisible();
    await supportLineShown(modal, storyTenant(context));
  },
};

/** flight-exchange/contact-support on the corporate tenant: its own support line. */
export const ContactSupportCorporate: Story = {
  ...ContactSupport,
  globals: corporateTenant,
};

/** flight-exchange/ineligible: a Basic fare that allows no changes, said plainly. */
export const Ineligible: Story = {
  ...scenario('flight-exchange/ineligible'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, exchangeRefusalTexts.ineligible.heading);
    await expect(
      modal.getByText(exchangeRefusalTexts.ineligible.reason('NonExchangeableFare')),
    ).toBeVisible();
  },
};

/** flight-exchange/itinerary-not-found: no itinerary to change (404); the support line. */
export const ItineraryNotFound: Story = {
  ...scenario('flight-exchange/itinerary-not-found'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, exchangeRefusalTexts.itineraryNotFound.heading);
    await supportLineShown(modal, 'consumer');
  },
};

/** flight-exchange/load-failed: the check answers 500; Try again asks again, and fails again. */
export const LoadFailed: Story = {
  ...scenario('flight-exchange/load-failed'),
  play: async () => {
    const modal = await openExchange();
    await headingFocused(modal, exchangeRefusalTexts.loadFailed.heading);
    await expect(modal.getByText(exchangeRefusalTexts.loadFailed.message)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: flightExchangeTexts.tryAgain }));
    await headingFocused(modal, exchangeRefusalTexts.loadFailed.heading);
  },
};

/**
 * flight-exchange/ticketed-voidable: bought in Canada an hour ago: cancel for a full refund
 * instead. Its button hands over to the flight's cancellation, which offers the void.
 */
export const TicketedVoidable: Story = {
  ...scenario('flight-exchange/ticketed-voidable'),
  play: async () => {
    const modal = await openExchange();
    const texts = exchangeRefusalTexts.ticketedVoidable;
    await headingFocused(modal, texts.heading);
    await expect(modal.getByText(texts.message('CA'))).toBeVisible();
    await expect(modal.getByText(texts.instead)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: texts.cancelFlight }));
    const cancellation = within(
      await screen.findByRole('dialog', { name: flightCancellationTexts.title }, slow),
    );
    await expect(
      await cancellation.findByText(flightCancelPolicyTexts.TicketedVoid, {}, slow),
    ).toBeVisible();
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: flightExchangeTexts.title })).toBeNull(),
      slow,
    );
  },
};

/** flight-exchange/legacy-ticketed-voidable: the same on a legacy ticket: only an agent can cancel it. */
export const LegacyTicketedVoidable: Story = {
  ...scenario('flight-exchange/legacy-ticketed-voidable'),
  play: async () => {
    const modal = await openExchange();
    const texts = exchangeRefusalTexts.legacyTicketedVoidable;
    await headingFocused(modal, texts.heading);
    await expect(modal.getByText(texts.message)).toBeVisible();
    await supportLineShown(modal, 'consumer');
  },
};

/** flight-exchange/too-many-attempts: three exchanges failed; an agent takes over. */
export const TooManyAttempts: Story = {
  ...scenario('flight-exchange/too-many-attempts'),
  play: async () => {
    const modal = await openExchange();
    const texts = exchangeRefusalTexts.tooManyAttempts;
    await headingFocused(modal, texts.heading);
    await expect(modal.getByText(texts.message(3))).toBeVisible();
    await supportLineShown(modal, 'consumer');
  },
};

/** flight-exchange/flow-quote-pending: the price quote stays Pending; the modal says it keeps waiting. */
export const FlowQuotePending: Story = {
  ...scenario('flight-exchange/flow-quote-pending'),
  play: () => stillWaitingAt('PriceQuotePoll'),
};

/** flight-exchange/flow-quote-failed: the airline could not price the new flights. */
export const FlowQuoteFailed: Story = {
  ...scenario('flight-exchange/flow-quote-failed'),
  play: () => failedAt('PriceQuotePoll'),
};

/** flight-exchange/flow-book-pending: the booking stays Pending; the modal says it keeps waiting. */
export const FlowBookPending: Story = {
  ...scenario('flight-exchange/flow-book-pending'),
  play: () => stillWaitingAt('BookPoll'),
};

/** flight-exchange/flow-book-failed: the airline could not book the new flights. */
export const FlowBookFailed: Story = {
  ...scenario('flight-exchange/flow-book-failed'),
  play: () => failedAt('BookPoll'),
};

/** flight-exchange/flow-agent-fulfil-failed: the request could not be handed to the agents. */
export const FlowAgentFulfilFailed: Story = {
  ...scenario('flight-exchange/flow-agent-fulfil-failed'),
  play: () => failedAt('AgentFulfil'),
};
