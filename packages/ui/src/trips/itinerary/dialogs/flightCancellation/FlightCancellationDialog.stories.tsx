import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  tenantSettings,
  type FlightCancelInfo,
  type FlightCancellationOutcome,
  type FlightCancelRequest,
} from '@wayfare/domain';
import {
  consumerTenant,
  continueToConfirm,
  corporateTenant,
  framedDocs,
  mobileViewport,
  press,
  stepShown,
} from '@wayfare/test-kit/storybook';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { definitionsOf } from '../../../../wallet/testing/definitionsOf';
import { failing, never } from '../../testing/itineraryStoryActions';
import { roundTripFlight, storyFlightNames } from '../../testing/itineraryStoryTrips';
import {
  inTurn,
  offerInfo,
  outcomeInfo,
  storyFlightCancelInfo,
  storyFlightCancelOffers as offers,
} from '../../testing/flightCancelStoryOffers';
import { FlightCancellationDialog } from './FlightCancellationDialog';
import { whatComesBackText } from './flightCancelOfferLines';
import {
  flightCancellationTexts as texts,
  flightCancelPendingTexts,
  flightCancelPolicyTexts,
  flightCancelSuccessTexts,
  flightCancelSupportTexts,
  flightCancelTryAgainTexts,
} from './flightCancellationTexts';

/** The calls, typed once, so each story's stand-in matches the meta's. */
type Info = () => Promise<FlightCancelInfo>;
type Cancel = (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;

const consumerPhone = tenantSettings('consumer').supportPhone;
const corporatePhone = tenantSettings('corporate').supportPhone;
const email = roundTripFlight.email;

const meta = {
  title: 'Components/Trips/FlightCancellation/FlightCancellationDialog',
  // Its plays read the consumer tenant's texts and support line: pinned.
  globals: consumerTenant,
  component: FlightCancellationDialog,
  // Each story a modal of its own: on the docs page each is shown in a frame of its own, not all
  // open at once over the page.
  parameters: { layout: 'padded', docs: framedDocs() },
  args: {
    open: true,
    flight: roundTripFlight.flight!,
    flightTitle: roundTripFlight.title,
    confirmationCode: roundTripFlight.locator,
    email,
    supportPhone: consumerPhone,
    flightNames: storyFlightNames,
    onInfo: fn<Info>(() => Promise.resolve(storyFlightCancelInfo)),
    onCancel: fn<Cancel>(() => Promise.resolve('PartialRefund')),
    onClose: fn(),
  },
} satisfies Meta<typeof FlightCancellationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step loading: the options are on their way; a named status, and Close. */
export const Loading: Story = {
  args: { onInfo: fn<Info>(() => never()) },
  play: async ({ args }) => {
    const dialog = await stepShown(texts.loading);
    await expect(dialog.getByRole('status')).toHaveTextContent(texts.loadingDetail);
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.close })).toBeEnabled();
    await expect(args.onInfo).toHaveBeenCalledOnce();
  },
};

/**
 * Step policy: the policy in plain words (PartialRefund), what comes back, the refund and the cost
 * lines, until when the terms hold, and that every traveler is cancelled; Keep my flight and
 * Continue.
 */
export const Policy: Story = {
  play: async () => {
    const dialog = await stepShown(texts.policyHeading);
    const offer = offers.partialRefund;
    await expect(
      dialog.getByText(texts.routeAndCode('Toronto - Paris - Toronto', 'WFTPARIS')),
    ).toBeVisible();
    await expect(dialog.getByText(flightCancelPolicyTexts.PartialRefund)).toBeVisible();
    await expect(dialog.getByText(whatComesBackText(offer, 'en-US'))).toBeVisible();
    await expect(definitionsOf(document.body, texts.refund)).toEqual(['$490.00']);
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['$150.00']);
    await expect(dialog.getByText(texts.coversEveryone(3))).toBeVisible();
    await expect(
      dialog.getByText(/^These terms hold until Jul 1, 2026, 10:30\sAM\./),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.keep })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: texts.continue })).toBeEnabled();
  },
};

/** The policy on a phone: the modal takes the whole screen. */
export const PolicyMobile: Story = { ...Policy, globals: mobileViewport };

/** Step confirm: every traveler by name, what comes back, the cost, Back and Confirm. */
export const Confirm: Story = {
  play: async () => {
    const dialog = await continueToConfirm();
    const travelers = dialog.getByRole('list', { name: texts.travelersList });
    await expect([...travelers.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Alex MorganAdult',
      'Jamie MorganAdult',
      'Sam MorganChild',
    ]);
    await expect(definitionsOf(document.body, texts.refund)).toEqual(['$490.00']);
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['$150.00']);
    await expect(dialog.getByRole('button', { name: texts.back })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: texts.confirm })).toBeEnabled();
  },
};

/** The confirmation on a phone. */
export const ConfirmMobile: Story = { ...Confirm, globals: mobileViewport };

/**
 * A choice (CashOrFtc): a radio group with its legend. Confirming before choosing says so and
 * sends nothing; the choice is then made from the keyboard (arrow keys), and the error goes.
 */
export const ConfirmWithChoice: Story = {
  args: { onInfo: fn<Info>(() => Promise.resolve(offerInfo(offers.cashOrFtc))) },
  play: async ({ args }) => {
    const dialog = await continueToConfirm();
    await expect(dialog.getByRole('radiogroup', { name: texts.choiceLegend })).toBeVisible();
    await press(texts.confirm);
    await expect(await dialog.findByText(texts.choiceRequired)).toBeVisible();
    const refund = dialog.getByRole('radio', { name: texts.choiceRefund('$640.00') });
    await waitFor(() => expect(refund).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: texts.choiceCredit('$640.00') })).toBeChecked();
    await expect(dialog.queryByText(texts.choiceRequired)).toBeNull();
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['Free']);
  },
};

/**
 * Cancel for one traveler only: it says only a phone agent can (products §1, §6), with the
 * tenant's support line; the button says it is open.
 */
export const OneTravelerOnly: Story = {
  play: async () => {
    const dialog = await continueToConfirm();
    const toggle = dialog.getByRole('button', { name: texts.oneTraveler });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      dialog.getByText(/Only our phone agents can cancel part of a booking/),
    ).toHaveTextContent(texts.oneTravelerExplained(consumerPhone));
    await expect(dialog.getByRole('link', { name: consumerPhone })).toHaveAttribute(
      'href',
      'tel:18005550134',
    );
  },
};

/** The cancel call under way: its button shows it, nothing else can be pressed, Escape is ignored. */
export const Cancelling: Story = {
  args: { onCancel: fn<Cancel>(() => never()) },
  play: async ({ args }) => {
    const dialog = await continueToConfirm();
    await press(texts.confirm);
    await expect(dialog.getByRole('button', { name: new RegExp(texts.confirm) })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: texts.back })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: texts.oneTraveler })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith({
      offerId: offers.partialRefund.offerId,
      refundForm: 'Cash',
    });
  },
};

/**
 * Step nonrefundable: a NonRefundable fare that gives nothing back warns first, and cancels
 * without a refund (no refund form is sent).
 */
export const Nonrefundable: Story = {
  args: {
    onInfo: fn<Info>(() => Promise.resolve(offerInfo(offers.nonRefundable))),
    onCancel: fn<Cancel>(() => Promise.resolve('NonRefundable')),
  },
  play: async ({ args }) => {
    await stepShown(texts.policyHeading);
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['Non-refundable']);
    await press(texts.continue);
    const dialog = await stepShown(texts.nonrefundableHeading);
    await expect(dialog.getByRole('alert')).toHaveTextContent(texts.nonrefundableWarning);
    await press(texts.cancelWithoutRefund);
    await stepShown(texts.successHeading);
    await expect(dialog.getByText(flightCancelSuccessTexts.NonRefundable(undefined))).toBeVisible();
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith({ offerId: offers.nonRefundable.offerId });
  },
};

/** Step success: cancelled for everyone, what comes back, and where the details were sent. */
export const Success: Story = {
  play: async ({ args }) => {
    await continueToConfirm();
    await press(texts.confirm);
    const dialog = await stepShown(texts.successHeading);
    await expect(
      dialog.getByText(flightCancelSuccessTexts.PartialRefund('$490.00 back to your card')),
    ).toBeVisible();
    await expect(dialog.getByText(texts.everyoneCancelled)).toBeVisible();
    await expect(dialog.getByText(texts.refundTiming)).toBeVisible();
    await expect(dialog.getByText(texts.emailed(email))).toBeVisible();
    await press(texts.done);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The success on a phone. */
export const SuccessMobile: Story = { ...Success, globals: mobileViewport };

/** Step support: only our support line can cancel; its number, and the code to have ready. */
export const Support: Story = {
  args: { onInfo: fn<Info>(() => Promise.resolve(outcomeInfo('ContactCustomerService'))) },
  play: async () => {
    const dialog = await stepShown(texts.supportHeading);
    await expect(dialog.getByText(flightCancelSupportTexts.ContactCustomerService)).toBeVisible();
    await expect(dialog.getByRole('link', { name: consumerPhone })).toBeVisible();
    await expect(dialog.getByText(texts.haveCodeReady('WFTPARIS'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: texts.back })).toBeNull();
  },
};

/** The corporate tenant's support line. */
export const SupportCorporate: Story = {
  ...Support,
  globals: corporateTenant,
  args: { ...Support.args, supportPhone: corporatePhone },
  play: async () => {
    const dialog = await stepShown(texts.supportHeading);
    await expect(dialog.getByRole('link', { name: corporatePhone })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  },
};

/**
 * Contact the airline (ContactAirline): from the policy to the airline's own confirmation codes;
 * Back returns to the policy.
 */
export const ContactAirline: Story = {
  args: { onInfo: fn<Info>(() => Promise.resolve(offerInfo(offers.contactAirline))) },
  play: async () => {
    await stepShown(texts.policyHeading);
    await expect(definitionsOf(document.body, texts.cost)).toEqual(['Contact airline']);
    await press(texts.contactAirline);
    const dialog = await stepShown(texts.airlineHeading);
    await expect(dialog.getByText(flightCancelPolicyTexts.ContactAirline)).toBeVisible();
    await expect(definitionsOf(document.body, 'Air Canada')).toEqual(['ACARIS0']);
    await press(texts.back);
    await stepShown(texts.policyHeading);
  },
};

/** Step pending: a cancellation already under way (CancellationPending); nothing to do. */
export const Pending: Story = {
  args: { onInfo: fn<Info>(() => Promise.resolve(outcomeInfo('CancellationPending'))) },
  play: async () => {
    const dialog = await stepShown(texts.pendingHeading);
    await expect(
      dialog.getByText(flightCancelPendingTexts.CancellationPending(email)),
    ).toBeVisible();
  },
};

/** Step cancelled: it was cancelled already (Canceled). */
export const Cancelled: Story = {
  args: { onInfo: fn<Info>(() => Promise.resolve(outcomeInfo('Canceled'))) },
  play: async () => {
    const dialog = await stepShown(texts.cancelledHeading);
    await expect(dialog.getByText(texts.cancelled)).toBeVisible();
  },
};

const failThenCancel = inTurn<FlightCancellationOutcome>(
  () => Promise.resolve('CancellationFailure'),
  () => Promise.resolve('PartialRefund'),
);

/**
 * Step tryAgain: the cancel answered CancellationFailure; Try again sends the same request once
 * more, and this time it cancels.
 */
export const TryAgain: Story = {
  args: { onCancel: fn<Cancel>(failThenCancel.call) },
  beforeEach: failThenCancel.reset,
  play: async ({ args }) => {
    await continueToConfirm();
    await press(texts.confirm);
    const { heading, text } = flightCancelTryAgainTexts.CancellationFailure;
    const dialog = await stepShown(heading);
    await expect(dialog.getByText(text)).toBeVisible();
    await press(texts.tryAgain);
    await stepShown(texts.successHeading);
    const request = { offerId: offers.partialRefund.offerId, refundForm: 'Cash' };
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).toHaveBeenNthCalledWith(1, request);
    await expect(args.onCancel).toHaveBeenNthCalledWith(2, request);
  },
};

const failThenLoad = inTurn<FlightCancelInfo>(
  () => failing(),
  () => Promise.resolve(storyFlightCancelInfo),
);

/** The options could not be loaded: why, and Try again asks for them once more. */
export const LoadFailed: Story = {
  args: { onInfo: fn<Info>(failThenLoad.call) },
  beforeEach: failThenLoad.reset,
  play: async ({ args }) => {
    const { heading, text } = flightCancelTryAgainTexts.UnreachableInfo;
    const dialog = await stepShown(heading);
    await expect(dialog.getByText(text)).toBeVisible();
    await press(texts.tryAgain);
    await stepShown(texts.policyHeading);
    await expect(args.onInfo).toHaveBeenCalledTimes(2);
  },
};

/** The cancel call failed: we cannot tell whether it went through; Try again never cancels twice. */
export const CancelUnreachable: Story = {
  args: { onCancel: fn<Cancel>(() => failing()) },
  play: async () => {
    await continueToConfirm();
    await press(texts.confirm);
    const { heading, text } = flightCancelTryAgainTexts.Unreachable;
    const dialog = await stepShown(heading);
    await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.tryAgain })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: texts.close })).toBeEnabled();
  },
};
