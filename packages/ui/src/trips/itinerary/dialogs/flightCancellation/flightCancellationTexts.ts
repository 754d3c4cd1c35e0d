import type {
  FlightCancelFailure,
  FlightCancelOutcomeOf,
  FlightCancellationPolicyType,
} from '@wayfare/domain';

// The self-serve flight cancellation's texts (spec: products §2 "self-serve cancel flight" and its
// steps). The spec gives the four cost texts (products §8) and the names of the policy types,
// outcomes and resolutions (products §4), not the modal's words: every other text here is ours,
// written for a cardholder. Amounts and dates come in already formatted.

/** The modal, its steps' headings, and its buttons (each name unique within its step). */
export const flightCancellationTexts = {
  title: 'Cancel flight',
  loading: 'Checking your cancellation options…',
  loadingDetail: 'We are asking the airline what cancelling would give you back.',

  policyHeading: 'Your cancellation options',
  routeAndCode: (route: string, code: string) => `${route} · Confirmation code ${code}`,
  policy: 'Cancellation policy',
  whatComesBack: 'What you get back',
  refund: 'Refund to your card',
  travelCredit: 'Airline travel credit',
  travelCreditUseBy: 'Use the credit by',
  cost: 'Cost to cancel',
  holdsUntil: (when: string) => `These terms hold until ${when}. After that, we check again.`,
  /** products §1 "online cancellation covers all passengers". */
  coversEveryone: (count: number) =>
    count === 1
      ? 'Cancelling online cancels this flight for the traveler on the booking.'
      : `Cancelling online cancels this flight for all ${count} travelers on the booking.`,
  waitNote:
    'There is nothing for you to do now: we will email you as soon as the airline confirms the cancellation.',

  confirmHeading: 'Confirm your cancellation',
  nonrefundableHeading: 'This fare is non-refundable',
  nonrefundableWarning:
    'If you cancel, you get no money back and no travel credit: the airline keeps the whole fare.',
  travelersHeading: 'Travelers who will be cancelled',
  travelersList: 'Travelers on this booking',
  choiceLegend: 'How would you like your money back?',
  choiceRefund: (amount: string) => `${amount} back to your card`,
  choiceCredit: (amount: string) => `An airline travel credit of ${amount}`,
  choiceRequired: 'Choose how you would like your money back.',

  /** products §1, §6 "Only a phone agent can cancel an individual traveler". */
  oneTraveler: 'Cancel for one traveler only',
  oneTravelerLead: 'Only our phone agents can cancel part of a booking. Call us at',
  oneTravelerRest: 'and tell the agent which travelers to cancel: everyone else keeps their seats.',
  /** The whole explanation, as it reads: the lead, the support line, the rest. */
  oneTravelerExplained: (phone: string) =>
    `Only our phone agents can cancel part of a booking. Call us at ${phone} and tell the agent which travelers to cancel: everyone else keeps their seats.`,

  successHeading: 'Your flight is cancelled',
  everyoneCancelled: 'Every traveler on this booking is cancelled.',
  emailed: (email: string) => `We have emailed the details to ${email}.`,
  refundTiming: 'A refund can take a few business days to show on your card statement.',

  supportHeading: 'Call us to cancel',
  airlineHeading: 'Contact the airline to cancel',
  callUs: 'Call us at',
  haveCodeReady: (code: string) => `Have your confirmation code ${code} ready when you call.`,
  agentCanCancelOne: 'An agent can also cancel the booking for just some of its travelers.',
  airlineCodes: 'Airline confirmation codes',
  airlineContact:
    'Call the airline, or use the manage-booking page of its website, and give them the airline confirmation code below.',

  pendingHeading: 'Your cancellation is under way',
  cancelledHeading: 'This flight is already cancelled',
  cancelled:
    'There is nothing more to do: it was cancelled before you asked. Your trip now shows as cancelled in My Trips.',

  continue: 'Continue',
  contactSupport: 'Contact support',
  contactAirline: 'Contact the airline',
  keep: 'Keep my flight',
  back: 'Back',
  confirm: 'Confirm cancellation',
  cancelWithoutRefund: 'Cancel without a refund',
  close: 'Close',
  done: 'Done',
  tryAgain: 'Try again',
} as const;

/** The booking's cancellation policy in plain words, one per policy type (products §4). */
export const flightCancelPolicyTexts: Record<FlightCancellationPolicyType, string> = {
  AirlineRefund: 'Your fare is refundable: the airline refunds it when you cancel.',
  ContactAirline: 'The airline manages this ticket, so only the airline can cancel it.',
  Ftc: 'Your fare cannot be refunded to your card, but the airline turns its full value into a travel credit for a future flight.',
  FtcWithPenalty:
    'Your fare cannot be refunded to your card. The airline turns its value into a travel credit for a future flight, less a cancellation fee.',
  MultiTicket:
    'Your trip is on more than one ticket. Cancelling here cancels all of them together.',
  NonRefundable: 'Your fare is non-refundable under the airline’s rules.',
  NonCancellable:
    'This ticket cannot be cancelled online. Our agents can tell you what can still be done with it.',
  PartialRefund:
    'Your fare is partly refundable: the airline keeps a cancellation fee and refunds the rest.',
  RefundableComplex:
    'Your fare is refundable, and you choose how: money back to your card, or an airline travel credit.',
  // spec: products §9 "Void window: US about 24 business hours; Canada until 11:59 pm local on purchase day".
  TicketedVoid:
    'You bought this ticket recently enough to void it, as if it had never been bought. A ticket can be voided for about 24 business hours after buying it in the US, and until 11:59 pm on the day of purchase in Canada.',
  DelayedTicketingCancel:
    'The airline has not issued your ticket yet, so the booking can be cancelled before it does.',
  TicketlessVoid:
    'This airline does not issue tickets, so the booking itself is voided, as if it had never been made.',
  MultiProvider:
    'Your trip was booked through more than one provider, so one of our agents has to cancel it with each of them.',
  CancellationPending: 'A cancellation of this booking is already under way.',
  ContactCustomerService: 'This booking needs one of our agents to cancel it.',
};

/**
 * What comes back, in words, by resolution (products §4 "Resolution scenarios"); `refund` and
 * `credit` are formatted amounts ("" where the offer gives none).
 */
export const flightCancelResolutionTexts = {
  CfarCash: (refund: string) => `Your cancel for any reason cover refunds ${refund} to your card.`,
  CfarFtc: (credit: string) =>
    `Your cancel for any reason cover gives you an airline travel credit of ${credit}.`,
  WithPenalty: (back: string) => `After the airline’s cancellation fee, you get ${back}.`,
  CashOrFtc: (refund: string, credit: string) =>
    `You choose: ${refund} back to your card, or an airline travel credit of ${credit}.`,
  TicketedVoid: (refund: string) => `Voiding gives you everything back: ${refund} to your card.`,
  AirlineFullRefund: (refund: string) =>
    `The airline refunds the full fare: ${refund} back to your card.`,
  AirlinePartialRefundOrCash: (refund: string, credit: string) =>
    `The airline refunds part of the fare. You choose: ${refund} back to your card, or the full ${credit} as an airline travel credit.`,
  TooCloseToDeparture:
    'Your flight leaves too soon to cancel online. Call us: an agent can still help you.',
  ContactCustomerService:
    'What you get back depends on the airline’s rules for this ticket. An agent tells you before anything is cancelled.',
  CancellationPending:
    'We have already asked the airline to cancel this booking and refund it. You do not need to do anything.',
  Error:
    'We could not work out online what you would get back. Call us: an agent can tell you, and cancel for you.',
} as const;

/** What comes back where the offer names no resolution: from its amounts, or who decides. */
export const flightCancelAmountTexts = {
  refund: (refund: string) => `${refund} back to your card.`,
  credit: (credit: string) => `An airline travel credit of ${credit}.`,
  choice: (refund: string, credit: string) =>
    `You choose: ${refund} back to your card, or an airline travel credit of ${credit}.`,
  nothing: 'Nothing: this fare gives no money back.',
  airlineDecides: 'The airline tells you what you get back when you contact them.',
  agentDecides: 'An agent tells you what you get back before anything is cancelled.',
  /** Inside a sentence: "you get $1,200.00 back to your card". */
  refundPhrase: (refund: string) => `${refund} back to your card`,
  creditPhrase: (credit: string) => `an airline travel credit of ${credit}`,
} as const;

/** A sentence, with what came back after a colon where it is known. */
const withWhatCameBack = (lead: string, back: string | undefined) =>
  back === undefined ? `${lead}.` : `${lead}: ${back}.`;

/**
 * The result of each outcome that cancelled the flight (products §4 outcomes), with what came back
 * in the form chosen ("$2,034.60 back to your card"), where it is known.
 */
export const flightCancelSuccessTexts: Record<
  FlightCancelOutcomeOf<'success'>,
  (back: string | undefined) => string
> = {
  FullRefund: (back) => withWhatCameBack('You get the full fare back', back),
  PartialRefund: (back) => withWhatCameBack('You get part of the fare back', back),
  FullyRefundableComplex: (back) =>
    withWhatCameBack('You get the full fare back, as you chose', back),
  PartiallyRefundableComplex: (back) =>
    withWhatCameBack('You get part of the fare back, as you chose', back),
  NonRefundable: () => 'The fare was non-refundable, so no money comes back.',
};

/** Where a travel credit chosen goes (products §2 "Airline travel credits" tab). */
export const flightCancelCreditListed =
  'You will find it under Airline travel credits in My Trips.';

/** The result of each outcome that is under way, not done yet (products §4 outcomes). */
export const flightCancelPendingTexts: Record<
  FlightCancelOutcomeOf<'pending'>,
  (email: string) => string
> = {
  Pending: (email) =>
    `We have asked the airline to cancel your flight. It is not confirmed yet: we will email ${email} as soon as it is.`,
  CancellationPending: (email) =>
    `A cancellation of this booking was already under way with the airline. There is nothing more to do: we will email ${email} once it is confirmed.`,
  BookingPending: (email) =>
    `Your booking is still being confirmed with the airline, so it cannot be cancelled yet. We will email ${email} once it is confirmed: you can cancel it then.`,
};

/** Why a person has to cancel, for each outcome that says so (products §4 outcomes). */
export const flightCancelSupportTexts: Record<FlightCancelOutcomeOf<'support'>, string> = {
  ContactCustomerService: 'This booking needs one of our agents to cancel it.',
  AirlineControl:
    'The airline has taken over this booking, often after a schedule change, so only the airline can cancel it now.',
  Departed: 'Part of this trip has already been flown, so it cannot be cancelled online.',
  NonCfar:
    'Cancel for any reason does not cover this booking, so it cannot be cancelled online on those terms.',
};

/** What failed, and what Try again does, for each failure (products §4 outcomes, or the call). */
export const flightCancelTryAgainTexts: Record<
  FlightCancelFailure | 'UnreachableInfo',
  { readonly heading: string; readonly text: string }
> = {
  CancellationFailure: {
    heading: 'We could not cancel your flight',
    text: 'The airline did not accept the cancellation, so your booking has not changed. Please try again.',
  },
  TRVKOutage: {
    heading: 'Our booking system is briefly unavailable',
    text: 'Nothing was cancelled and your booking has not changed. Please try again in a few minutes.',
  },
  Unreachable: {
    heading: 'We could not confirm your cancellation',
    text: 'We did not hear back, so we cannot tell yet whether your flight was cancelled. Try again: it will never be cancelled twice.',
  },
  UnreachableInfo: {
    heading: 'We could not load your cancellation options',
    text: 'Nothing has changed on your booking. Check your connection and try again.',
  },
};
