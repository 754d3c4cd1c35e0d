import type {
  ExchangeFlowAnswer,
  FlightCancelInfo,
  FlightCancellationOutcome,
  FlightCancelRequest,
  FlightExchangeLoad,
  FlightExchangeRequest,
  FlightExchangeSubmission,
  HomeCancelQuoteResponse,
  TravelerEditRequest,
} from '@wayfare/domain';

/**
 * The calls the itinerary details make, as the page gives them (domain's tripCalls, ours under
 * /api/v0/itinerary/trips/{tripId}). Each resolves when the call succeeded and rejects when it
 * did not: the modal that made it shows its progress, its failure or its success from the promise,
 * and never makes it twice at once. The page refreshes the trip itself once a call has changed it.
 */
export interface TripItineraryActions {
  /** Sends the booking's confirmation again, to `email` (tripCalls.resendConfirmation). */
  readonly resendConfirmation: (email: string) => Promise<void>;
  /** Makes `email` the booking's confirmation email (tripCalls.changeEmail). */
  readonly changeEmail: (email: string) => Promise<void>;
  /** Asks an agent to change one traveler's details (tripCalls.requestTravelerEdit). */
  readonly requestTravelerEdit: (request: TravelerEditRequest) => Promise<void>;
  /** Cancelling a home (products §2 "cancel home"; §8 home cancel quote outcomes). */
  readonly homeCancel: {
    /**
     * What cancelling would refund and cost (tripCalls.homeCancelQuote). A quote that could not
     * be made resolves with the HomeChangeQuoteFailure outcome; a failed call rejects.
     */
    readonly quote: () => Promise<HomeCancelQuoteResponse>;
    /** Cancels the home on the quote the traveller accepted (tripCalls.homeCancel). */
    readonly cancel: (quoteId: string) => Promise<void>;
  };
  /** Cancelling a flight online (products §2 "self-serve cancel flight"; §4 outcomes). */
  readonly flightCancel: {
    /**
     * What cancelling would give (flightCancelCalls.info): an offer, or the outcome that stops a
     * cancellation online. A failed call rejects.
     */
    readonly info: () => Promise<FlightCancelInfo>;
    /**
     * Cancels on the offer accepted, for every traveler (flightCancelCalls.cancel): its outcome.
     * A failed call rejects; the same request may be sent again.
     */
    readonly cancel: (request: FlightCancelRequest) => Promise<FlightCancellationOutcome>;
  };
  /** Changing a flight (products §2 "exchange flight"; §4 the exchange flow). */
  readonly flightExchange: {
    /**
     * Whether and how the flight can be exchanged, with the airports when it can
     * (flightExchangeCalls.options and .airports). A missing itinerary resolves
     * `{ found: false }`; a failed call rejects.
     */
    readonly load: () => Promise<FlightExchangeLoad>;
    /**
     * Schedules the exchange and polls it (flightExchangeCalls.schedule and .poll), telling
     * `onProgress` each answer; resolves how it ended, rejects when it could not be sent. The page
     * refreshes the trip once the change is with the agents.
     */
    readonly submit: (
      request: FlightExchangeRequest,
      onProgress: (answer: ExchangeFlowAnswer) => void,
    ) => Promise<FlightExchangeSubmission>;
  };
}
