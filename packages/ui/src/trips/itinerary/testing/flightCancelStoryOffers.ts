import type {
  FlightCancelInfo,
  FlightCancelInfoOutcome,
  FlightCancelOffer,
  FlightCancellationCostText,
  FlightCancellationResolution,
} from '@wayfare/domain';
import { usd } from '@wayfare/mocks';
import { roundTripFlight } from './itineraryStoryTrips';

// The flight cancellation offers of the stories and tests, for the story round trip Toronto–Paris
// ($640, three travelers), around the frozen clock (1 July 2026, 10:00 in Toronto): each holds for
// half an hour. Fixed values only, so every render and screenshot is the same.

type OfferTerms = Omit<FlightCancelOffer, 'offerId' | 'travelers' | 'holdsUntil'>;

const offer = (offerId: string, terms: OfferTerms): FlightCancelOffer => ({
  offerId,
  travelers: roundTripFlight.travelers,
  holdsUntil: '2026-07-01T14:30:00.000Z',
  ...terms,
});

const free = { kind: 'text', text: 'Free' } as const;
const fee = (value: number) => ({ kind: 'amount', amount: usd(value) }) as const;
const contactSupport = { kind: 'text', text: 'Contact support' } as const;
const creditUntil = '2027-07-01';

/** The offers the step stories show, by what each leads to. */
export const storyFlightCancelOffers = {
  /** PartialRefund with the airline's $150 fee: $490 back to the card. */
  partialRefund: offer('offer-paris-partial-refund', {
    policyType: 'PartialRefund',
    resolution: 'WithPenalty',
    cost: fee(150),
    refund: usd(490),
  }),
  /** A choice: all of it back to the card, or all of it as an airline credit. */
  cashOrFtc: offer('offer-paris-cash-or-ftc', {
    policyType: 'RefundableComplex',
    resolution: 'CashOrFtc',
    cost: free,
    refund: usd(640),
    travelCredit: usd(640),
    travelCreditExpiresOn: creditUntil,
  }),
  /** Nothing comes back: the nonrefundable step. */
  nonRefundable: offer('offer-paris-non-refundable', {
    policyType: 'NonRefundable',
    cost: { kind: 'text', text: 'Non-refundable' },
  }),
  /** Only our support line can cancel it. */
  contactSupport: offer('offer-paris-contact-support', {
    policyType: 'ContactCustomerService',
    resolution: 'ContactCustomerService',
    cost: contactSupport,
  }),
  /** Only the airline can cancel it. */
  contactAirline: offer('offer-paris-contact-airline', {
    policyType: 'ContactAirline',
    cost: { kind: 'text', text: 'Contact airline' },
  }),
  /** A cancellation already under way: nothing to do. */
  cancellationPending: offer('offer-paris-cancellation-pending', {
    policyType: 'CancellationPending',
    resolution: 'CancellationPending',
  }),
} satisfies Record<string, FlightCancelOffer>;

/** One offer for each resolution (products §4), with the amounts it speaks of. */
export const storyResolutionOffers: Record<FlightCancellationResolution, FlightCancelOffer> = {
  CfarCash: offer('offer-paris-cfar-cash', {
    policyType: 'NonRefundable',
    resolution: 'CfarCash',
    cost: fee(128),
    refund: usd(512),
  }),
  CfarFtc: offer('offer-paris-cfar-ftc', {
    policyType: 'NonRefundable',
    resolution: 'CfarFtc',
    cost: free,
    travelCredit: usd(640),
    travelCreditExpiresOn: creditUntil,
  }),
  WithPenalty: storyFlightCancelOffers.partialRefund,
  CashOrFtc: storyFlightCancelOffers.cashOrFtc,
  TicketedVoid: offer('offer-paris-ticketed-void', {
    policyType: 'TicketedVoid',
    resolution: 'TicketedVoid',
    cost: free,
    refund: usd(640),
  }),
  AirlineFullRefund: offer('offer-paris-airline-full-refund', {
    policyType: 'AirlineRefund',
    resolution: 'AirlineFullRefund',
    cost: free,
    refund: usd(640),
  }),
  AirlinePartialRefundOrCash: offer('offer-paris-airline-partial-refund-or-cash', {
    policyType: 'PartialRefund',
    resolution: 'AirlinePartialRefundOrCash',
    cost: fee(125),
    refund: usd(515),
    travelCredit: usd(640),
    travelCreditExpiresOn: creditUntil,
  }),
  TooCloseToDeparture: offer('offer-paris-too-close-to-departure', {
    policyType: 'AirlineRefund',
    resolution: 'TooCloseToDeparture',
    cost: contactSupport,
  }),
  ContactCustomerService: offer('offer-paris-contact-customer-service', {
    policyType: 'MultiProvider',
    resolution: 'ContactCustomerService',
    cost: contactSupport,
  }),
  CancellationPending: offer('offer-paris-refund-pending', {
    policyType: 'AirlineRefund',
    resolution: 'CancellationPending',
    cost: free,
    refund: usd(640),
  }),
  Error: offer('offer-paris-error', {
    policyType: 'PartialRefund',
    resolution: 'Error',
    cost: contactSupport,
  }),
};

/** One offer for each of the spec's cost texts (products §8). */
export const storyCostTextOffers: Record<FlightCancellationCostText, FlightCancelOffer> = {
  'Non-refundable': storyFlightCancelOffers.nonRefundable,
  'Contact support': storyFlightCancelOffers.contactSupport,
  Free: storyResolutionOffers.AirlineFullRefund,
  'Contact airline': storyFlightCancelOffers.contactAirline,
};

/** The info call's answer: this offer. */
export const offerInfo = (shown: FlightCancelOffer): FlightCancelInfo => ({
  kind: 'offer',
  offer: shown,
});

/** The info call's answer: this outcome, which stops a cancellation online. */
export const outcomeInfo = (outcome: FlightCancelInfoOutcome): FlightCancelInfo => ({
  kind: 'outcome',
  outcome,
});

/**
 * A call that answers in turn, one answer a call (the last from then on). A story's calls are
 * shared by all its renders in one preview: its `beforeEach` resets them, so each render starts
 * from the first answer.
 */
export function inTurn<Answer>(...answers: readonly (() => Promise<Answer>)[]) {
  let calls = 0;
  return {
    call: (): Promise<Answer> => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer ? answer() : Promise.reject(new Error('No answer'));
    },
    reset: () => {
      calls = 0;
    },
  };
}

/** The info call's answer on the happy path: PartialRefund, $490 back. */
export const storyFlightCancelInfo = offerInfo(storyFlightCancelOffers.partialRefund);
