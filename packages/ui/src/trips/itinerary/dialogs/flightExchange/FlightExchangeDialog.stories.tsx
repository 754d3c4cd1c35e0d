import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  tenantSettings,
  type FlightExchangeLoad,
  type FlightExchangeRefusal,
} from '@wayfare/domain';
import { consumerTenant, corporateTenant, shownDialog, slow } from '@wayfare/test-kit/storybook';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { definitionsOf } from '../../../../wallet/testing/definitionsOf';
import {
  eligibleLoad,
  multiCityExchange,
  refusedLoad,
  roundTripExchange,
  settlingSubmit,
  storyRefusals,
  unreachableSubmit,
  waitingSubmit,
} from '../../testing/flightExchangeStoryData';
import { failing, never } from '../../testing/itineraryStoryActions';
import { roundTripFlight } from '../../testing/itineraryStoryTrips';
import { FlightExchangeDialog } from './FlightExchangeDialog';
import {
  changeAirportsTexts,
  changeDateTimeTexts,
  changeFailedTexts,
  changeRequestedTexts,
  exchangeFlowStepLabels,
  exchangeLoadingTexts,
  exchangeProblemTexts,
  exchangeProcessingTexts,
  exchangeRefusalTexts,
  exchangeReviewTexts,
  flightExchangeTexts,
  sliceChangeActionLabels,
  sliceSelectionTexts,
} from './flightExchangeTexts';

type Load = () => Promise<FlightExchangeLoad>;

const consumerPhone = tenantSettings('consumer').supportPhone;
const corporatePhone = tenantSettings('corporate').supportPhone;

const meta = {
  title: 'Components/Trips/FlightExchange/FlightExchangeDialog',
  // Its plays read the consumer tenant's texts: pinned, the toolbar cannot switch them away.
  globals: consumerTenant,
  component: FlightExchangeDialog,
  parameters: { layout: 'padded' },
  args: {
    open: true,
    onLoad: fn<Load>(() => Promise.resolve(eligibleLoad(roundTripExchange))),
    onSubmit: settlingSubmit(),
    travelers: roundTripFlight.travelers,
    email: roundTripFlight.email,
    confirmationCode: 'WF7Q2K9',
    supportPhone: consumerPhone,
    today: '2026-07-01',
    onClose: fn(),
  },
} satisfies Meta<typeof FlightExchangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => shownDialog(flightExchangeTexts.title);

/** The screen's heading, once it has taken focus. */
async function headingFocused(name: string | RegExp) {
  const modal = await dialog();
  const heading = await modal.findByRole('heading', { level: 3, name }, slow);
  await waitFor(() => expect(heading).toHaveFocus());
  return modal;
}

/** Picks an action for the flight whose legend starts so ("Return", "Leg 2 of 3"). */
async function choose(flight: string, action: keyof typeof sliceChangeActionLabels) {
  const modal = await dialog();
  const group = await modal.findByRole('group', { name: new RegExp(`^${flight}:`) }, slow);
  await userEvent.click(
    within(group).getByRole('radio', { name: sliceChangeActionLabels[action] }),
  );
  return within(group);
}

const continueButton = async () =>
  (await dialog()).getByRole('button', { name: flightExchangeTexts.continue });

/** From the slice selection of the round trip to its return's day and time. */
async function toReturnDateTime() {
  await headingFocused(sliceSelectionTexts.heading);
  await choose('Return', 'Change');
  await userEvent.click(await continueButton());
  return headingFocused(changeDateTimeTexts.heading('Return'));
}

/** The return moved to Sunday 19 July, in the evening, and reviewed. */
async function toReview() {
  const modal = await toReturnDateTime();
  await userEvent.click(modal.getByRole('gridcell', { name: '19' }));
  await userEvent.click(modal.getByRole('radio', { name: /^Evening/ }));
  await userEvent.click(await continueButton());
  return headingFocused(exchangeReviewTexts.heading);
}

/** LoadingOrProcessing, while the modal asks whether the flight can be changed: a status, Close. */
export const Loading: Story = {
  args: { onLoad: fn<Load>(() => never()) },
  play: async ({ args }) => {
    const modal = await headingFocused(exchangeLoadingTexts.heading);
    await expect(modal.getByRole('status')).toHaveTextContent(exchangeLoadingTexts.message);
    await expect(modal.getByRole('progressbar')).toBeVisible();
    await expect(args.onLoad).toHaveBeenCalledOnce();
  },
};

/**
 * SliceSelection of a round trip: each flight a radio group named by its route, kept until the
 * traveler says otherwise; Continue with nothing changed says so.
 */
export const SliceSelection: Story = {
  play: async () => {
    const modal = await headingFocused(sliceSelectionTexts.heading);
    const outbound = modal.getByRole('group', { name: 'Outbound: Toronto (YYZ) to Paris (CDG)' });
    await expect(
      within(outbound).getByRole('radio', { name: sliceChangeActionLabels.Keep }),
    ).toBeChecked();
    await expect(within(outbound).getByText('Fri, Jul 10, 6:35 PM · AC 880')).toBeVisible();
    await expect(
      modal.getByRole('group', { name: /^Return: Paris \(CDG\) to Toronto/ }),
    ).toBeVisible();
    await expect(modal.queryByRole('button', { name: sliceSelectionTexts.addSlice })).toBeNull();
    await userEvent.click(await continueButton());
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      exchangeProblemTexts['nothing-changes'],
    );
  },
};

/**
 * SliceSelection of a multi-city, every slice action (products §3): the first leg Flown and
 * locked, the others to keep, change or remove, and flights to add up to 5; the airports can
 * change with a flight.
 */
export const SliceSelectionMultiCity: Story = {
  args: { onLoad: fn<Load>(() => Promise.resolve(eligibleLoad(multiCityExchange))) },
  play: async () => {
    const modal = await headingFocused(sliceSelectionTexts.heading);
    await expect(modal.getByText(sliceChangeActionLabels.Flown)).toBeVisible();
    await expect(modal.getByText(sliceSelectionTexts.flown)).toBeVisible();
    await expect(modal.queryByRole('group', { name: /^Leg 1 of 3/ })).toBeNull();
    const leg2 = await choose('Leg 2 of 3', 'Change');
    await expect(leg2.getByRole('radio', { name: sliceChangeActionLabels.Remove })).toBeEnabled();
    await userEvent.click(leg2.getByRole('checkbox', { name: sliceSelectionTexts.changeAirports }));
    await choose('Leg 3 of 3', 'Remove');
    const add = modal.getByRole('button', { name: sliceSelectionTexts.addSlice });
    await expect(add).toHaveAccessibleDescription(sliceSelectionTexts.addSliceHelp(5));
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(modal.getByText(sliceSelectionTexts.addedTitle(3))).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: sliceSelectionTexts.removeAdded(3) }));
    await expect(add).toBeEnabled();
  },
};

/**
 * ChangeAirports: a leg of the multi-city to other airports, the destination found by typing and
 * picked with the keyboard.
 */
export const ChangeAirports: Story = {
  args: { onLoad: fn<Load>(() => Promise.resolve(eligibleLoad(multiCityExchange))) },
  play: async () => {
    await headingFocused(sliceSelectionTexts.heading);
    const leg2 = await choose('Leg 2 of 3', 'Change');
    await userEvent.click(leg2.getByRole('checkbox', { name: sliceSelectionTexts.changeAirports }));
    await userEvent.click(await continueButton());
    const modal = await headingFocused(changeAirportsTexts.heading('Leg 2 of 3'));
    await expect(modal.getByRole('combobox', { name: changeAirportsTexts.from })).toHaveValue(
      'Paris (CDG)',
    );
    const to = modal.getByRole('combobox', { name: changeAirportsTexts.to });
    await userEvent.clear(to);
    await userEvent.type(to, 'barcel');
    await expect(await screen.findByRole('option', { name: /Barcelona \(BCN\)/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(to).toHaveValue('Barcelona (BCN)');
  },
};

/**
 * ChangeDateTime: the return's new day on the calendar and its time of day; the booked flight
 * again is no change, and says so.
 */
export const ChangeDateTime: Story = {
  play: async () => {
    const modal = await toReturnDateTime();
    await expect(modal.getByText(changeDateTimeTexts.chosen('Fri, Jul 17'))).toBeVisible();
    await expect(modal.getByRole('radio', { name: /^Morning/ })).toBeChecked();
    await userEvent.click(await continueButton());
    await expect(await modal.findByRole('alert')).toHaveTextContent(exchangeProblemTexts.unchanged);
    await userEvent.click(modal.getByRole('gridcell', { name: '19' }));
    await expect(modal.getByText(changeDateTimeTexts.chosen('Sun, Jul 19'))).toBeVisible();
    await userEvent.click(modal.getByRole('radio', { name: /^Evening/ }));
    await waitFor(() => expect(modal.queryByRole('alert')).toBeNull());
  },
};

/** GoToExchange: each flight, booked against asked, every traveler, and the button that sends it. */
export const GoToExchange: Story = {
  play: async () => {
    const modal = await toReview();
    await expect(definitionsOf(document.body, exchangeReviewTexts.requested)).toEqual([
      exchangeReviewTexts.kept,
      exchangeReviewTexts.newFlight('Paris (CDG) to Toronto (YYZ)', 'Sun, Jul 19', 'Evening'),
    ]);
    for (const { name } of roundTripFlight.travelers)
      await expect(modal.getByText(new RegExp(`^${name}`))).toBeVisible();
    await expect(modal.getByText(exchangeReviewTexts.forEveryone)).toBeVisible();
    await expect(modal.getByRole('button', { name: exchangeReviewTexts.submit })).toBeEnabled();
  },
};

/**
 * LoadingOrProcessing while the exchange runs: the steps done, the one under way, the rest to
 * come; nothing to press, and Escape does not close.
 */
export const Processing: Story = {
  args: { onSubmit: waitingSubmit([{ step: 'PriceQuotePoll', result: 'Pending' }]) },
  play: async ({ args }) => {
    const review = await toReview();
    await userEvent.click(review.getByRole('button', { name: exchangeReviewTexts.submit }));
    const modal = await headingFocused(exchangeProcessingTexts.heading);
    await expect(modal.getByRole('status')).toHaveTextContent(
      exchangeProcessingTexts.now(exchangeFlowStepLabels.PriceQuotePoll),
    );
    await expect(modal.getByText(exchangeFlowStepLabels.Shop)).toHaveTextContent(': Done');
    await expect(modal.queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A step that keeps answering Pending: the modal says it is still waiting, and keeps checking. */
export const ProcessingStillWaiting: Story = {
  args: {
    onSubmit: waitingSubmit([
      { step: 'PriceQuotePoll', result: 'Pending' },
      { step: 'BookPoll', result: 'Pending' },
      { step: 'BookPoll', result: 'Pending' },
      { step: 'BookPoll', result: 'Pending' },
    ]),
  },
  play: async () => {
    const review = await toReview();
    await userEvent.click(review.getByRole('button', { name: exchangeReviewTexts.submit }));
    const modal = await headingFocused(exchangeProcessingTexts.heading);
    await expect(modal.getByText(/^Still waiting/)).toHaveTextContent(
      exchangeProcessingTexts.stillWaiting(exchangeFlowStepLabels.BookPoll),
    );
  },
};

/** ChangeRequested: with the agents, who email the new itinerary; what happens next, and Done. */
export const ChangeRequested: Story = {
  play: async ({ args }) => {
    const review = await toReview();
    await userEvent.click(review.getByRole('button', { name: exchangeReviewTexts.submit }));
    const modal = await headingFocused(changeRequestedTexts.heading);
    await expect(modal.getByRole('status')).toHaveTextContent(
      changeRequestedTexts.message(roundTripFlight.email),
    );
    for (const step of changeRequestedTexts.nextSteps)
      await expect(modal.getByText(step)).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: flightExchangeTexts.done }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** ChangeFailed at shop: what failed, that the booking stands, Try again and the support line. */
export const ChangeFailed: Story = {
  args: { onSubmit: settlingSubmit([{ step: 'Shop', result: 'Failure' }]) },
  play: async ({ args }) => {
    const review = await toReview();
    await userEvent.click(review.getByRole('button', { name: exchangeReviewTexts.submit }));
    const modal = await headingFocused(changeFailedTexts.heading);
    const failure = { kind: 'step-failed', step: 'Shop' } as const;
    await expect(modal.getByRole('alert')).toHaveTextContent(changeFailedTexts.reason(failure));
    await expect(modal.getByText(changeFailedTexts.booking(failure))).toBeVisible();
    await expect(modal.getByRole('link', { name: consumerPhone })).toHaveAttribute(
      'href',
      `tel:${consumerPhone}`,
    );
    await userEvent.click(modal.getByRole('button', { name: flightExchangeTexts.tryAgain }));
    await headingFocused(changeFailedTexts.heading);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The request could not be sent: Change my request goes back to the review. */
export const ChangeFailedUnreachable: Story = {
  args: { onSubmit: unreachableSubmit() },
  play: async () => {
    const review = await toReview();
    await userEvent.click(review.getByRole('button', { name: exchangeReviewTexts.submit }));
    const modal = await headingFocused(changeFailedTexts.heading);
    await expect(modal.getByRole('alert')).toHaveTextContent(
      changeFailedTexts.reason({ kind: 'unreachable' }),
    );
    await userEvent.click(modal.getByRole('button', { name: changeFailedTexts.changeRequest }));
    await headingFocused(exchangeReviewTexts.heading);
  },
};

type Modal = Awaited<ReturnType<typeof dialog>>;

/** A refusal's screen: its heading focused, Close, and what else it must say. */
function refusal(
  reason: FlightExchangeRefusal['reason'],
  heading: string,
  says: (modal: Modal, supportPhone: string) => Promise<void> = () => Promise.resolve(),
): Story {
  return {
    args: { onLoad: fn<Load>(() => Promise.resolve(refusedLoad(storyRefusals[reason]))) },
    play: async ({ args }) => {
      const modal = await headingFocused(heading);
      await expect(modal.getByRole('button', { name: flightExchangeTexts.close })).toBeEnabled();
      await says(modal, args.supportPhone);
    },
  };
}

/** ContactAirline: the airline that controls the tickets, and its confirmation code. */
export const ContactAirline: Story = refusal(
  'ContactAirline',
  exchangeRefusalTexts.contactAirline.heading('Air France'),
  async (modal) => {
    await expect(
      modal.getByText(exchangeRefusalTexts.contactAirline.message('Air France')),
    ).toBeVisible();
    await expect(
      definitionsOf(document.body, exchangeRefusalTexts.contactAirline.code('Air France')),
    ).toEqual(['AF7QK2M']);
  },
);

/** ContactSupport: our agents change it, at the tenant's support line, with the booking's code. */
export const ContactSupport: Story = refusal(
  'ContactSupport',
  exchangeRefusalTexts.contactSupport.heading,
  async (modal, supportPhone) => {
    await expect(modal.getByRole('link', { name: supportPhone })).toHaveAttribute(
      'href',
      `tel:${supportPhone}`,
    );
    await expect(definitionsOf(document.body, exchangeRefusalTexts.contactSupport.code)).toEqual([
      'WF7Q2K9',
    ]);
  },
);

/** ContactSupport on the corporate tenant: its own support line. */
export const ContactSupportCorporate: Story = {
  ...ContactSupport,
  globals: corporateTenant,
  args: { ...ContactSupport.args, supportPhone: corporatePhone },
};

/** IneligibleForExchange: why, in a sentence. */
export const IneligibleForExchange: Story = refusal(
  'IneligibleForExchange',
  exchangeRefusalTexts.ineligible.heading,
  async (modal) => {
    await expect(
      modal.getByText(exchangeRefusalTexts.ineligible.reason('NonExchangeableFare')),
    ).toBeVisible();
  },
);

/** TicketedVoidable: inside the void window, cancel for a full refund and book again. */
export const TicketedVoidable: Story = refusal(
  'TicketedVoidable',
  exchangeRefusalTexts.ticketedVoidable.heading,
  async (modal) => {
    await expect(
      modal.getByText(exchangeRefusalTexts.ticketedVoidable.message('CA')),
    ).toBeVisible();
    await expect(modal.getByText(exchangeRefusalTexts.ticketedVoidable.instead)).toBeVisible();
    await expect(
      modal.queryByRole('button', { name: exchangeRefusalTexts.ticketedVoidable.cancelFlight }),
    ).toBeNull();
  },
);

/** The same, where the page can open the cancellation: a button for it. */
export const TicketedVoidableWithCancel: Story = {
  args: { ...TicketedVoidable.args, onCancelFlight: fn() },
  play: async ({ args }) => {
    const modal = await headingFocused(exchangeRefusalTexts.ticketedVoidable.heading);
    await userEvent.click(
      modal.getByRole('button', { name: exchangeRefusalTexts.ticketedVoidable.cancelFlight }),
    );
    await expect(args.onCancelFlight).toHaveBeenCalledOnce();
  },
};

/** LegacyTicketedVoidable: only an agent can void a legacy ticket. */
export const LegacyTicketedVoidable: Story = refusal(
  'LegacyTicketedVoidable',
  exchangeRefusalTexts.legacyTicketedVoidable.heading,
  async (modal, supportPhone) => {
    await expect(
      modal.getByText(exchangeRefusalTexts.legacyTicketedVoidable.message),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: supportPhone })).toBeVisible();
  },
);

/** TooManyAttemptsSupport: the attempts are spent, an agent takes over. */
export const TooManyAttemptsSupport: Story = refusal(
  'TooManyAttemptsSupport',
  exchangeRefusalTexts.tooManyAttempts.heading,
  async (modal, supportPhone) => {
    await expect(modal.getByText(exchangeRefusalTexts.tooManyAttempts.message(3))).toBeVisible();
    await expect(modal.getByRole('link', { name: supportPhone })).toBeVisible();
  },
);

/** ItineraryNotFound: no itinerary to change; the support line. */
export const ItineraryNotFound: Story = {
  args: { onLoad: fn<Load>(() => Promise.resolve({ found: false })) },
  play: async ({ args }) => {
    const modal = await headingFocused(exchangeRefusalTexts.itineraryNotFound.heading);
    await expect(modal.getByRole('link', { name: args.supportPhone })).toBeVisible();
  },
};

/** LoadFailed: Try again asks once more. */
export const LoadFailed: Story = {
  args: { onLoad: fn<Load>(() => failing()) },
  play: async ({ args }) => {
    const modal = await headingFocused(exchangeRefusalTexts.loadFailed.heading);
    await userEvent.click(modal.getByRole('button', { name: flightExchangeTexts.tryAgain }));
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(2));
    await headingFocused(exchangeRefusalTexts.loadFailed.heading);
  },
};
