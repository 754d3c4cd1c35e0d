import type { Fiat } from '../money/money';
import type { CheckoutFailureOutcome } from './failureOutcome';

/**
 * A failure as the checkout shows it: the domain's outcome, plus the spec's message when the
 * failure is a request that could not be made (spec: platform §5 "Invalid Request.", "Session
 * token is not present.", "Session is undefined").
 */
export interface CheckoutFailure extends CheckoutFailureOutcome {
  readonly message?: string;
}

/** The purchase steps a failure can come from; each decides where the checkout resumes. */
export const checkoutFailureStages = [
  'quote',
  'main-guest',
  'card-verification',
  'fulfil',
] as const;
export type CheckoutFailureStage = (typeof checkoutFailureStages)[number];

/** A quote the checkout holds: the product's own quote, with its token in one place. */
export interface QuotedStep<Quote> {
  readonly quote: Quote;
  /** The quote session's token, which the booking is scheduled with (spec: platform §4 Fulfil). */
  readonly quoteToken: string;
  /** The change from the price shown before checkout, when it counts (spec: platform §5). */
  readonly priceDifference?: Fiat;
  /** spec: platform §4 "Acknowledging a price difference sets a flag, reset on a new quote request." */
  readonly priceDifferenceAcknowledged: boolean;
  /** Set once the main guest is added to the quote (spec: platform §4 Main guest, §7 addMainGuest). */
  readonly orderedProductId?: string;
}

/**
 * The checkout's flow (spec: platform §4 Quote, Main guest, Fulfil; ARCHITECTURE.md "the flow's
 * states and events are a pure reducer in domain"). `Quote` and `Booking` are the product's own
 * quote and confirmation: the flow is the same for every product. The quote stays with the flow
 * after it is booked or fails, so the trip summary keeps its figures under a panel.
 */
export type CheckoutFlow<Quote = unknown, Booking = unknown> =
  /** Nothing quoted yet: the traveler step. */
  | { readonly step: 'collecting' }
  | { readonly step: 'quoting' }
  | { readonly step: 'quoted'; readonly quoted: QuotedStep<Quote> }
  | { readonly step: 'adding-main-guest'; readonly quoted: QuotedStep<Quote> }
  /** spec: platform §4 "payment becomes available only after it succeeds". */
  | { readonly step: 'guest-added'; readonly quoted: QuotedStep<Quote> }
  /** The booking is being made; `fulfilToken` once scheduled, so a reload resumes its polling. */
  | {
      readonly step: 'booking';
      readonly quoted: QuotedStep<Quote>;
      readonly fulfilToken?: string;
    }
  /** Booked: the checkout stays booked (Back or a reload shows the booking, never a second one). */
  | { readonly step: 'booked'; readonly quoted: QuotedStep<Quote>; readonly booking: Booking }
  | {
      readonly step: 'failed';
      readonly stage: CheckoutFailureStage;
      readonly failure: CheckoutFailure;
      /** The quote a main-guest, card or booking failure interrupted. */
      readonly quoted?: QuotedStep<Quote>;
      /** Where a card-verification failure returns once dismissed: the quote is still good. */
      readonly resume?: CheckoutFlow<Quote, Booking>;
    }
  /** The network failed while the booking was made: it may exist, so no second one is offered. */
  | { readonly step: 'unknown'; readonly quoted: QuotedStep<Quote>; readonly dismissed: boolean }
  /** spec: platform §4 "If polling runs past its delay list, the browser goes to the trips page." */
  | { readonly step: 'timed-out'; readonly quoted: QuotedStep<Quote> };

export type CheckoutFlowStep = CheckoutFlow['step'];

export const checkoutFlowSteps = [
  'collecting',
  'quoting',
  'quoted',
  'adding-main-guest',
  'guest-added',
  'booking',
  'booked',
  'failed',
  'unknown',
  'timed-out',
] as const satisfies readonly CheckoutFlowStep[];

export type CheckoutFlowEvent<Quote = unknown, Booking = unknown> =
  /** spec: platform §4 "schedule a quote (discarding any existing quote session first)". */
  | { readonly type: 'quote-requested' }
  | {
      readonly type: 'quote-succeeded';
      readonly quote: Quote;
      readonly quoteToken: string;
      readonly priceDifference?: Fiat;
    }
  | { readonly type: 'quote-failed'; readonly failure: CheckoutFailure }
  | { readonly type: 'main-guest-requested' }
  | { readonly type: 'main-guest-added'; readonly orderedProductId: string }
  | { readonly type: 'main-guest-failed'; readonly failure: CheckoutFailure }
  | { readonly type: 'price-difference-acknowledged' }
  | { readonly type: 'card-verification-failed'; readonly failure: CheckoutFailure }
  | { readonly type: 'booking-requested' }
  | { readonly type: 'fulfil-scheduled'; readonly fulfilToken: string }
  | { readonly type: 'booking-succeeded'; readonly booking: Booking }
  | { readonly type: 'booking-failed'; readonly failure: CheckoutFailure }
  | { readonly type: 'booking-unknown' }
  | { readonly type: 'booking-timed-out' }
  /** spec: platform §4 "Resetting book errors clears all call states and errors." */
  | { readonly type: 'errors-reset' }
  | { readonly type: 'booking-unknown-dismissed' }
  /** spec: platform §4 "Redoing the search resets the whole booking state." */
  | { readonly type: 'search-redone' };

export type CheckoutFlowEventType = CheckoutFlowEvent['type'];

export const checkoutFlowEventTypes = [
  'quote-requested',
  'quote-succeeded',
  'quote-failed',
  'main-guest-requested',
  'main-guest-added',
  'main-guest-failed',
  'price-difference-acknowledged',
  'card-verification-failed',
  'booking-requested',
  'fulfil-scheduled',
  'booking-succeeded',
  'booking-failed',
  'booking-unknown',
  'booking-timed-out',
  'errors-reset',
  'booking-unknown-dismissed',
  'search-redone',
] as const satisfies readonly CheckoutFlowEventType[];

export const checkoutFlowStart: CheckoutFlow<never, never> = { step: 'collecting' };

type BeforeBooking<Q, B> = Extract<
  CheckoutFlow<Q, B>,
  { step: 'quoted' | 'adding-main-guest' | 'guest-added' }
>;

const isBeforeBooking = <Q, B>(flow: CheckoutFlow<Q, B>): flow is BeforeBooking<Q, B> =>
  flow.step === 'quoted' || flow.step === 'adding-main-guest' || flow.step === 'guest-added';

/** A price change shown and not yet acknowledged stops the booking (spec: platform §4). */
export function isPriceChangePending<Q, B>(flow: CheckoutFlow<Q, B>): boolean {
  return (
    isBeforeBooking(flow) &&
    flow.quoted.priceDifference !== undefined &&
    !flow.quoted.priceDifferenceAcknowledged
  );
}

/** The steps a booking has left, or may have left: no second booking starts from them. */
const bookingStarted = new Set<CheckoutFlowStep>(['booking', 'booked', 'unknown', 'timed-out']);

/**
 * The next flow after an event, or undefined when the spec does not allow the event there (a
 * second "Confirm and Book" while one books, a quote answer nobody waits for, anything but a new
 * search once booked). The hooks dispatch through `checkoutFlowReducer`, which keeps the flow as
 * it was on a refused event.
 */
export function nextCheckoutFlow<Q, B>(
  flow: CheckoutFlow<Q, B>,
  event: CheckoutFlowEvent<Q, B>,
): CheckoutFlow<Q, B> | undefined {
  switch (event.type) {
    case 'quote-requested':
      // A newer quote supersedes one in flight; a booking that started is never re-quoted.
      return bookingStarted.has(flow.step) ? undefined : { step: 'quoting' };
    case 'quote-succeeded':
      return flow.step === 'quoting'
        ? {
            step: 'quoted',
            quoted: {
              quote: event.quote,
              quoteToken: event.quoteToken,
              ...(event.priceDifference ? { priceDifference: event.priceDifference } : {}),
              priceDifferenceAcknowledged: false,
            },
          }
        : undefined;
    case 'quote-failed':
      return flow.step === 'quoting'
        ? { step: 'failed', stage: 'quote', failure: event.failure }
        : undefined;
    case 'main-guest-requested':
      return flow.step === 'quoted' ? { ...flow, step: 'adding-main-guest' } : undefined;
    case 'main-guest-added':
      return flow.step === 'adding-main-guest'
        ? {
            step: 'guest-added',
            quoted: { ...flow.quoted, orderedProductId: event.orderedProductId },
          }
        : undefined;
    case 'main-guest-failed':
      return flow.step === 'adding-main-guest'
        ? { step: 'failed', stage: 'main-guest', failure: event.failure, quoted: flow.quoted }
        : undefined;
    case 'price-difference-acknowledged':
      return isPriceChangePending(flow) && isBeforeBooking(flow)
        ? { ...flow, quoted: { ...flow.quoted, priceDifferenceAcknowledged: true } }
        : undefined;
    case 'card-verification-failed':
      // Cards are added once payment is open; the quote stays good for another try.
      return flow.step === 'guest-added'
        ? {
            step: 'failed',
            stage: 'card-verification',
            failure: event.failure,
            quoted: flow.quoted,
            resume: flow,
          }
        : undefined;
    case 'booking-requested':
      return flow.step === 'guest-added' && !isPriceChangePending(flow)
        ? { step: 'booking', quoted: flow.quoted }
        : undefined;
    case 'fulfil-scheduled':
      return flow.step === 'booking' && flow.fulfilToken === undefined
        ? { ...flow, fulfilToken: event.fulfilToken }
        : undefined;
    case 'booking-succeeded':
      return flow.step === 'booking'
        ? { step: 'booked', quoted: flow.quoted, booking: event.booking }
        : undefined;
    case 'booking-failed':
      return flow.step === 'booking'
        ? { step: 'failed', stage: 'fulfil', failure: event.failure, quoted: flow.quoted }
        : undefined;
    case 'booking-unknown':
      return flow.step === 'booking'
        ? { step: 'unknown', quoted: flow.quoted, dismissed: false }
        : undefined;
    case 'booking-timed-out':
      return flow.step === 'booking' ? { step: 'timed-out', quoted: flow.quoted } : undefined;
    case 'errors-reset':
      if (flow.step !== 'failed') return undefined;
      return flow.resume ?? { step: 'collecting' };
    case 'booking-unknown-dismissed':
      return flow.step === 'unknown' && !flow.dismissed ? { ...flow, dismissed: true } : undefined;
    case 'search-redone':
      // A booked checkout stays booked; one whose booking may exist is not forgotten either.
      return bookingStarted.has(flow.step) ? undefined : { step: 'collecting' };
  }
}

/** For `useReducer`-style drivers: a refused event leaves the flow as it was. */
export function checkoutFlowReducer<Q, B>(
  flow: CheckoutFlow<Q, B>,
  event: CheckoutFlowEvent<Q, B>,
): CheckoutFlow<Q, B> {
  return nextCheckoutFlow(flow, event) ?? flow;
}

/** The quote the flow holds now, if any. */
export function quotedStepOf<Q, B>(flow: CheckoutFlow<Q, B>): QuotedStep<Q> | undefined {
  return 'quoted' in flow ? flow.quoted : undefined;
}

/**
 * The flow a checkout starts from after a reload (spec: platform §4 refresh restore): a booking
 * in flight resumes its polling when its fulfil was scheduled, and is unknown when it was not
 * (the schedule may have reached the server); a booked, unknown or timed-out checkout stays so;
 * anything else starts over (the quote session is not kept), and the hooks quote again.
 */
export function restoredCheckoutFlow<Q, B>(saved: CheckoutFlow<Q, B>): CheckoutFlow<Q, B> {
  switch (saved.step) {
    case 'booking':
      return saved.fulfilToken === undefined
        ? { step: 'unknown', quoted: saved.quoted, dismissed: false }
        : saved;
    case 'booked':
    case 'unknown':
    case 'timed-out':
      return saved;
    default:
      return { step: 'collecting' };
  }
}
