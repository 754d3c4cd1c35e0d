import type {
  FlightCancelRequest,
  HomeCancelQuote,
  HomeCancelQuoteResponse,
} from '@wayfare/domain';
import { usd } from '@wayfare/mocks';
import { fn } from 'storybook/test';
import type { TripItineraryActions } from '../TripItineraryActions';
import { storyFlightCancelInfo } from './flightCancelStoryOffers';
import { eligibleLoad, roundTripExchange, settlingSubmit } from './flightExchangeStoryData';

// The calls of the itinerary details as stories and tests fake them: spies that answer at once,
// never, or with a failure, so each state of a modal can be reached and held.

/** What cancelling the story home refunds and costs. */
export const storyHomeCancelQuote: HomeCancelQuote = {
  quoteId: 'quote-home-muskoka',
  refund: usd(1040),
  penalty: usd(200),
};

export const quoteSuccess: HomeCancelQuoteResponse = {
  outcome: 'HomeCancelQuoteSuccess',
  quote: storyHomeCancelQuote,
};

/** products §8 "change quote failure": no quote could be made for the home. */
export const quoteFailure: HomeCancelQuoteResponse = { outcome: 'HomeChangeQuoteFailure' };

/** A call that never answers: its modal stays in its pending state. */
export const never = <Result>() => new Promise<Result>(() => undefined);

/** A call that fails, as a network error or a 5xx would. */
export const failing = <Result>() =>
  Promise.reject<Result>(new Error('The fake backend refused the call.'));

/** Calls that all succeed at once: the quote is ready, every request is accepted. */
export function succeedingActions(): TripItineraryActions {
  return {
    resendConfirmation: fn((_email: string) => Promise.resolve()).mockName('resendConfirmation'),
    changeEmail: fn((_email: string) => Promise.resolve()).mockName('changeEmail'),
    requestTravelerEdit: fn(() => Promise.resolve()).mockName('requestTravelerEdit'),
    homeCancel: {
      quote: fn(() => Promise.resolve(quoteSuccess)).mockName('homeCancel.quote'),
      cancel: fn((_quoteId: string) => Promise.resolve()).mockName('homeCancel.cancel'),
    },
    flightCancel: {
      info: fn(() => Promise.resolve(storyFlightCancelInfo)).mockName('flightCancel.info'),
      cancel: fn((_request: FlightCancelRequest) =>
        Promise.resolve('PartialRefund' as const),
      ).mockName('flightCancel.cancel'),
    },
    flightExchange: {
      load: fn(() => Promise.resolve(eligibleLoad(roundTripExchange))).mockName(
        'flightExchange.load',
      ),
      submit: settlingSubmit().mockName('flightExchange.submit'),
    },
  };
}
