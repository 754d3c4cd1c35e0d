import type { Meta, StoryObj } from '@storybook/react-vite';
import type {
  FlightCancelInfo,
  FlightCancellationOutcome,
  FlightCancelOffer,
  FlightCancelRequest,
} from '@wayfare/domain';
import { expect, fn, userEvent } from 'storybook/test';
import {
  offerInfo,
  storyFlightCancelOffers as offers,
  storyResolutionOffers,
} from '../../testing/flightCancelStoryOffers';
import { continueToConfirm, press, stepShown } from '@wayfare/test-kit/storybook';
import { roundTripFlight } from '../../testing/itineraryStoryTrips';
import type { FlightCancellationDialog } from './FlightCancellationDialog';
import defaultMeta from './FlightCancellationDialog.stories';
import {
  flightCancelCreditListed,
  flightCancellationTexts as texts,
  flightCancelPendingTexts,
  flightCancelSuccessTexts,
  flightCancelSupportTexts,
  flightCancelTryAgainTexts,
} from './flightCancellationTexts';

const meta = {
  ...defaultMeta,
  title: 'Components/Trips/FlightCancellation/Outcomes',
} satisfies Meta<typeof FlightCancellationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Info = () => Promise<FlightCancelInfo>;
type Cancel = (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;

const email = roundTripFlight.email;

interface OutcomeWalk {
  /** The offer confirmed (the partial refund by default). */
  readonly offer?: FlightCancelOffer;
  /** The refund form chosen, where the offer gives a choice. */
  readonly choose?: string;
  /** The step's heading the outcome lands on, and the text it says. */
  readonly heading: string;
  readonly text: string;
  /** A second text, where the result says more. */
  readonly more?: string;
}

/**
 * The cancel call answering `outcome` (products §4): the traveler confirms the offer (choosing the
 * refund form where there is a choice), and the modal shows that outcome's result on its step.
 */
function outcomeStory(outcome: FlightCancellationOutcome, walk: OutcomeWalk): Story {
  const offer = walk.offer ?? offers.partialRefund;
  const nonrefundable = offer === offers.nonRefundable;
  return {
    args: {
      onInfo: fn<Info>(() => Promise.resolve(offerInfo(offer))),
      onCancel: fn<Cancel>(() => Promise.resolve(outcome)),
    },
    play: async ({ args }) => {
      const dialog = await continueToConfirm(
        nonrefundable ? texts.nonrefundableHeading : texts.confirmHeading,
      );
      if (walk.choose) await userEvent.click(dialog.getByRole('radio', { name: walk.choose }));
      await press(nonrefundable ? texts.cancelWithoutRefund : texts.confirm);
      await stepShown(walk.heading);
      await expect(dialog.getByText(walk.text)).toBeVisible();
      if (walk.more) await expect(dialog.getByText(walk.more)).toBeVisible();
      await expect(args.onCancel).toHaveBeenCalledOnce();
    },
  };
}

const pending = (outcome: 'Pending' | 'CancellationPending' | 'BookingPending') =>
  outcomeStory(outcome, {
    heading: texts.pendingHeading,
    text: flightCancelPendingTexts[outcome](email),
  });

const support = (outcome: 'ContactCustomerService' | 'AirlineControl' | 'Departed' | 'NonCfar') =>
  outcomeStory(outcome, {
    heading: outcome === 'AirlineControl' ? texts.airlineHeading : texts.supportHeading,
    text: flightCancelSupportTexts[outcome],
  });

const tryAgain = (outcome: 'CancellationFailure' | 'TRVKOutage') =>
  outcomeStory(outcome, {
    heading: flightCancelTryAgainTexts[outcome].heading,
    text: flightCancelTryAgainTexts[outcome].text,
  });

/** FullRefund: the airline refunds it all, back to the card. */
export const FullRefund = outcomeStory('FullRefund', {
  offer: storyResolutionOffers.AirlineFullRefund,
  heading: texts.successHeading,
  text: flightCancelSuccessTexts.FullRefund('$640.00 back to your card'),
  more: texts.refundTiming,
});

/** PartialRefund: the fare less the fee, back to the card. */
export const PartialRefund = outcomeStory('PartialRefund', {
  heading: texts.successHeading,
  text: flightCancelSuccessTexts.PartialRefund('$490.00 back to your card'),
});

/** FullyRefundableComplex: the whole fare, in the form chosen (the card). */
export const FullyRefundableComplex = outcomeStory('FullyRefundableComplex', {
  offer: offers.cashOrFtc,
  choose: texts.choiceRefund('$640.00'),
  heading: texts.successHeading,
  text: flightCancelSuccessTexts.FullyRefundableComplex('$640.00 back to your card'),
});

/** PartiallyRefundableComplex: part of it, in the form chosen (an airline travel credit). */
export const PartiallyRefundableComplex = outcomeStory('PartiallyRefundableComplex', {
  offer: storyResolutionOffers.AirlinePartialRefundOrCash,
  choose: texts.choiceCredit('$640.00'),
  heading: texts.successHeading,
  text: flightCancelSuccessTexts.PartiallyRefundableComplex('an airline travel credit of $640.00'),
  more: flightCancelCreditListed,
});

/** NonRefundable: cancelled without a refund. */
export const NonRefundable = outcomeStory('NonRefundable', {
  offer: offers.nonRefundable,
  heading: texts.successHeading,
  text: flightCancelSuccessTexts.NonRefundable(undefined),
});

/** Pending: asked of the airline, not confirmed yet. */
export const Pending = pending('Pending');
/** CancellationFailure: nothing was cancelled; Try again. */
export const CancellationFailure = tryAgain('CancellationFailure');
/** ContactCustomerService: only our support line can finish it. */
export const ContactCustomerService = support('ContactCustomerService');
/** AirlineControl: the airline has the booking; its confirmation codes. */
export const AirlineControl = support('AirlineControl');
/** BookingPending: not confirmed yet, so not cancellable yet. */
export const BookingPending = pending('BookingPending');
/** CancellationPending: a cancellation was already under way. */
export const CancellationPending = pending('CancellationPending');

/** Canceled: it had been cancelled already. */
export const Canceled = outcomeStory('Canceled', {
  heading: texts.cancelledHeading,
  text: texts.cancelled,
});

/** Departed: part of the trip has been flown. */
export const Departed = support('Departed');
/** NonCfar: cancel for any reason does not cover it. */
export const NonCfar = support('NonCfar');
/** TRVKOutage: the booking system is briefly down; nothing was cancelled. */
export const TRVKOutage = tryAgain('TRVKOutage');
