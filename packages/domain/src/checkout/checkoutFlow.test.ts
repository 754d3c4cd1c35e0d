import { describe, expect, it } from 'vitest';
import {
  checkoutFlowEventTypes,
  checkoutFlowReducer,
  checkoutFlowSteps,
  isPriceChangePending,
  nextCheckoutFlow,
  quotedStepOf,
  restoredCheckoutFlow,
  type CheckoutFailure,
  type CheckoutFlow,
  type CheckoutFlowEvent,
  type CheckoutFlowEventType,
  type CheckoutFlowStep,
} from './checkoutFlow';

type Quote = { readonly total: number };
type Booking = { readonly reservationId: string };
type Flow = CheckoutFlow<Quote, Booking>;
type Event = CheckoutFlowEvent<Quote, Booking>;

const failure: CheckoutFailure = {
  panel: { kind: 'generic' },
  returnToTravelerStep: true,
  trackingReason: 'poll_price_quote_failed',
};
const increase = { value: 12, currencyCode: 'USD', currencySymbol: '$' };
const quoted = { quote: { total: 500 }, quoteToken: 'quote-1', priceDifferenceAcknowledged: false };
const changed = { ...quoted, priceDifference: increase };
const withGuest = { ...quoted, orderedProductId: 'op-1' };
const guestAdded: Flow = { step: 'guest-added', quoted: withGuest };

/** One flow of each kind the spec tells apart. */
const flows = {
  collecting: { step: 'collecting' },
  quoting: { step: 'quoting' },
  quoted: { step: 'quoted', quoted },
  'quoted, price changed': { step: 'quoted', quoted: changed },
  'adding main guest': { step: 'adding-main-guest', quoted },
  'adding main guest, price changed': { step: 'adding-main-guest', quoted: changed },
  'guest added': guestAdded,
  'guest added, price changed': {
    step: 'guest-added',
    quoted: { ...withGuest, priceDifference: increase },
  },
  'guest added, price change acknowledged': {
    step: 'guest-added',
    quoted: { ...withGuest, priceDifference: increase, priceDifferenceAcknowledged: true },
  },
  booking: { step: 'booking', quoted: withGuest },
  'booking, fulfil scheduled': { step: 'booking', quoted: withGuest, fulfilToken: 'f-1' },
  booked: { step: 'booked', quoted: withGuest, booking: { reservationId: 'WF-1' } },
  'quote failed': { step: 'failed', stage: 'quote', failure },
  'card verification failed': {
    step: 'failed',
    stage: 'card-verification',
    failure,
    quoted: withGuest,
    resume: guestAdded,
  },
  unknown: { step: 'unknown', quoted: withGuest, dismissed: false },
  'unknown, dismissed': { step: 'unknown', quoted: withGuest, dismissed: true },
  'timed out': { step: 'timed-out', quoted: withGuest },
} satisfies Record<string, Flow>;
type FlowName = keyof typeof flows;

const events: { readonly [T in CheckoutFlowEventType]: Extract<Event, { type: T }> } = {
  'quote-requested': { type: 'quote-requested' },
  'quote-succeeded': { type: 'quote-succeeded', quote: { total: 512 }, quoteToken: 'quote-2' },
  'quote-failed': { type: 'quote-failed', failure },
  'main-guest-requested': { type: 'main-guest-requested' },
  'main-guest-added': { type: 'main-guest-added', orderedProductId: 'op-2' },
  'main-guest-failed': { type: 'main-guest-failed', failure },
  'price-difference-acknowledged': { type: 'price-difference-acknowledged' },
  'card-verification-failed': { type: 'card-verification-failed', failure },
  'booking-requested': { type: 'booking-requested' },
  'fulfil-scheduled': { type: 'fulfil-scheduled', fulfilToken: 'f-2' },
  'booking-succeeded': { type: 'booking-succeeded', booking: { reservationId: 'WF-2' } },
  'booking-failed': { type: 'booking-failed', failure },
  'booking-unknown': { type: 'booking-unknown' },
  'booking-timed-out': { type: 'booking-timed-out' },
  'errors-reset': { type: 'errors-reset' },
  'booking-unknown-dismissed': { type: 'booking-unknown-dismissed' },
  'search-redone': { type: 'search-redone' },
};

const beforeBooking: FlowName[] = [
  'collecting',
  'quoting',
  'quoted',
  'quoted, price changed',
  'adding main guest',
  'adding main guest, price changed',
  'guest added',
  'guest added, price changed',
  'guest added, price change acknowledged',
  'quote failed',
  'card verification failed',
];
const bookingInFlight: FlowName[] = ['booking', 'booking, fulfil scheduled'];
const each = (names: FlowName[], step: CheckoutFlowStep) =>
  Object.fromEntries(names.map((name) => [name, step]));

/**
 * Every pair the spec allows, and the step it leads to (spec: platform §4). Every pair not here
 * is refused.
 */
const allowed: {
  readonly [T in CheckoutFlowEventType]: Partial<Record<FlowName, CheckoutFlowStep>>;
} = {
  // A newer quote supersedes the one in flight; a booking that started is never re-quoted.
  'quote-requested': each(beforeBooking, 'quoting'),
  'quote-succeeded': { quoting: 'quoted' },
  'quote-failed': { quoting: 'failed' },
  'main-guest-requested': {
    quoted: 'adding-main-guest',
    'quoted, price changed': 'adding-main-guest',
  },
  'main-guest-added': {
    'adding main guest': 'guest-added',
    'adding main guest, price changed': 'guest-added',
  },
  'main-guest-failed': {
    'adding main guest': 'failed',
    'adding main guest, price changed': 'failed',
  },
  'price-difference-acknowledged': {
    'quoted, price changed': 'quoted',
    'adding main guest, price changed': 'adding-main-guest',
    'guest added, price changed': 'guest-added',
  },
  'card-verification-failed': each(
    ['guest added', 'guest added, price changed', 'guest added, price change acknowledged'],
    'failed',
  ),
  // spec: platform §4 "Booking may proceed ... any price change is acknowledged, and the main
  // guest was added successfully"; no second booking while one runs (a double click).
  'booking-requested': {
    'guest added': 'booking',
    'guest added, price change acknowledged': 'booking',
  },
  'fulfil-scheduled': { booking: 'booking' },
  'booking-succeeded': each(bookingInFlight, 'booked'),
  'booking-failed': each(bookingInFlight, 'failed'),
  'booking-unknown': each(bookingInFlight, 'unknown'),
  'booking-timed-out': each(bookingInFlight, 'timed-out'),
  'errors-reset': { 'quote failed': 'collecting', 'card verification failed': 'guest-added' },
  'booking-unknown-dismissed': { unknown: 'unknown' },
  'search-redone': each(beforeBooking, 'collecting'),
};

describe('nextCheckoutFlow', () => {
  const names = Object.keys(flows) as FlowName[];
  const pairs = names.flatMap((name) =>
    checkoutFlowEventTypes.map((type) => [name, type] as const),
  );

  it.each(pairs)('%s + %s: allowed by the spec, or refused', (name, type) => {
    const next = nextCheckoutFlow<Quote, Booking>(flows[name], events[type]);
    expect(next?.step).toBe(allowed[type][name]);
  });

  it('knows every step and event it is tested with', () => {
    expect(new Set(names.map((name) => flows[name].step))).toEqual(new Set(checkoutFlowSteps));
    expect(Object.keys(events).sort()).toEqual([...checkoutFlowEventTypes].sort());
  });

  it('keeps the quote, its token and the price difference from the quote answer', () => {
    const next = nextCheckoutFlow<Quote, Booking>(flows.quoting, {
      ...events['quote-succeeded'],
      priceDifference: increase,
    });
    expect(next).toEqual({
      step: 'quoted',
      quoted: {
        quote: { total: 512 },
        quoteToken: 'quote-2',
        priceDifference: increase,
        priceDifferenceAcknowledged: false,
      },
    });
  });

  it('carries the quote through the main guest to the booking', () => {
    const steps: Event[] = [
      events['quote-requested'],
      events['quote-succeeded'],
      events['main-guest-requested'],
      events['main-guest-added'],
      events['booking-requested'],
      events['fulfil-scheduled'],
    ];
    const booking = steps.reduce(checkoutFlowReducer<Quote, Booking>, flows.collecting);
    const quote2 = {
      quote: { total: 512 },
      quoteToken: 'quote-2',
      priceDifferenceAcknowledged: false,
      orderedProductId: 'op-2',
    };
    expect(booking).toEqual({ step: 'booking', quoted: quote2, fulfilToken: 'f-2' });
    expect(checkoutFlowReducer(booking, events['booking-succeeded'])).toEqual({
      step: 'booked',
      quoted: quote2,
      booking: { reservationId: 'WF-2' },
    });
  });

  it('a second Confirm and Book while one books changes nothing', () => {
    const booking = checkoutFlowReducer<Quote, Booking>(
      flows['guest added'],
      events['booking-requested'],
    );
    expect(checkoutFlowReducer(booking, events['booking-requested'])).toBe(booking);
  });

  it('a failure keeps the quote it interrupted, for the trip summary under the panel', () => {
    const failed = checkoutFlowReducer<Quote, Booking>(
      flows['adding main guest'],
      events['main-guest-failed'],
    );
    expect(quotedStepOf(failed)).toBe(quoted);
    expect(quotedStepOf(flows['quote failed'])).toBeUndefined();
  });

  it('a booked checkout stays booked whatever happens next', () => {
    for (const type of checkoutFlowEventTypes)
      expect(checkoutFlowReducer<Quote, Booking>(flows.booked, events[type])).toBe(flows.booked);
  });

  it('a card verification failure returns to the quote it interrupted', () => {
    const failed = checkoutFlowReducer<Quote, Booking>(
      flows['guest added'],
      events['card-verification-failed'],
    );
    expect(checkoutFlowReducer(failed, events['errors-reset'])).toBe(flows['guest added']);
  });

  it('acknowledging a price change keeps the quote and clears what blocked the booking', () => {
    const flow = flows['guest added, price changed'];
    expect(isPriceChangePending(flow)).toBe(true);
    const acknowledged = checkoutFlowReducer<Quote, Booking>(
      flow,
      events['price-difference-acknowledged'],
    );
    expect(isPriceChangePending(acknowledged)).toBe(false);
    expect(quotedStepOf(acknowledged)?.quoteToken).toBe('quote-1');
  });
});

describe('restoredCheckoutFlow', () => {
  it.each([
    ['booking, fulfil scheduled', 'booking'],
    ['booking', 'unknown'],
    ['booked', 'booked'],
    ['unknown', 'unknown'],
    ['timed out', 'timed-out'],
    ['guest added', 'collecting'],
    ['quoting', 'collecting'],
    ['quote failed', 'collecting'],
  ] as const)('after a reload, %s resumes as %s', (name, step) => {
    expect(restoredCheckoutFlow<Quote, Booking>(flows[name]).step).toBe(step);
  });

  it('resumes polling the fulfil it had scheduled', () => {
    expect(restoredCheckoutFlow(flows['booking, fulfil scheduled'])).toBe(
      flows['booking, fulfil scheduled'],
    );
  });
});
