import { describe, expect, it } from 'vitest';
import type { Fiat } from '../money/money';
import type { FlightCancelInfo, FlightCancelOffer } from './flightCancelCalls';
import {
  flightCancelEventTypes,
  flightCancelFlowReducer,
  flightCancelFlowStart,
  flightCancelFlowSteps,
  flightCancelRequestOf,
  flightCancelSupportContact,
  isFlightCancelBusy,
  nextFlightCancelFlow,
  type FlightCancelEvent,
  type FlightCancelEventType,
  type FlightCancelFlow,
} from './flightCancelFlow';
import { flightCancellationOutcomes } from './flightCancellationOutcomes';
import { selfServeFlightCancelStepFor } from './selfServeFlightCancelSteps';

const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });

const base: Pick<FlightCancelOffer, 'travelers' | 'holdsUntil'> = {
  travelers: [{ name: 'Alex Morgan', kind: 'Adult' }],
  holdsUntil: '2026-07-01T14:30:00.000Z',
};
/** One offer of each way forward (flightCancelPolicyNextStep). */
const offers = {
  refund: {
    ...base,
    offerId: 'offer-refund',
    policyType: 'PartialRefund',
    resolution: 'WithPenalty',
    cost: { kind: 'amount', amount: usd(150) },
    refund: usd(2034.6),
  },
  choice: {
    ...base,
    offerId: 'offer-choice',
    policyType: 'RefundableComplex',
    resolution: 'CashOrFtc',
    cost: { kind: 'text', text: 'Free' },
    refund: usd(480),
    travelCredit: usd(560),
  },
  nonRefundable: {
    ...base,
    offerId: 'offer-non-refundable',
    policyType: 'NonRefundable',
    cost: { kind: 'text', text: 'Non-refundable' },
  },
  support: {
    ...base,
    offerId: 'offer-support',
    policyType: 'MultiProvider',
    resolution: 'ContactCustomerService',
    cost: { kind: 'text', text: 'Contact support' },
  },
  airline: {
    ...base,
    offerId: 'offer-airline',
    policyType: 'ContactAirline',
    cost: { kind: 'text', text: 'Contact airline' },
  },
  pending: {
    ...base,
    offerId: 'offer-pending',
    policyType: 'CancellationPending',
    resolution: 'CancellationPending',
  },
} satisfies Record<string, FlightCancelOffer>;

const refundRequest = { offerId: 'offer-refund', refundForm: 'Cash' } as const;

/** One flow of each kind the rules tell apart. */
const flows = {
  loading: { step: 'loading' },
  'policy, refund': { step: 'policy', offer: offers.refund },
  'policy, choice': { step: 'policy', offer: offers.choice },
  'policy, non-refundable': { step: 'policy', offer: offers.nonRefundable },
  'policy, contact support': { step: 'policy', offer: offers.support },
  'policy, contact airline': { step: 'policy', offer: offers.airline },
  'policy, already pending': { step: 'policy', offer: offers.pending },
  confirm: { step: 'confirm', offer: offers.refund, refundForm: 'Cash', cancelling: false },
  'confirm, choice not made': { step: 'confirm', offer: offers.choice, cancelling: false },
  'confirm, choice made': {
    step: 'confirm',
    offer: offers.choice,
    refundForm: 'Ftc',
    cancelling: false,
  },
  'confirm, cancelling': {
    step: 'confirm',
    offer: offers.refund,
    refundForm: 'Cash',
    cancelling: true,
  },
  nonrefundable: { step: 'nonrefundable', offer: offers.nonRefundable, cancelling: false },
  'nonrefundable, cancelling': {
    step: 'nonrefundable',
    offer: offers.nonRefundable,
    cancelling: true,
  },
  success: { step: 'success', outcome: 'PartialRefund', offer: offers.refund, refundForm: 'Cash' },
  'support, from the policy': { step: 'support', cause: { from: 'policy', offer: offers.support } },
  'support, from an outcome': {
    step: 'support',
    cause: { from: 'outcome', outcome: 'ContactCustomerService' },
  },
  pending: { step: 'pending', outcome: 'CancellationPending' },
  cancelled: { step: 'cancelled' },
  'try again, info': {
    step: 'tryAgain',
    failure: 'Unreachable',
    retry: { call: 'info' },
    retrying: false,
  },
  'try again, cancel': {
    step: 'tryAgain',
    failure: 'CancellationFailure',
    retry: { call: 'cancel', request: refundRequest, offer: offers.refund },
    retrying: false,
  },
  'try again, cancel retrying': {
    step: 'tryAgain',
    failure: 'CancellationFailure',
    retry: { call: 'cancel', request: refundRequest, offer: offers.refund },
    retrying: true,
  },
} satisfies Record<string, FlightCancelFlow>;
type FlowName = keyof typeof flows;

const offerInfo: FlightCancelInfo = { kind: 'offer', offer: offers.refund };

const events: { readonly [T in FlightCancelEventType]: Extract<FlightCancelEvent, { type: T }> } = {
  infoRequested: { type: 'infoRequested' },
  infoAnswered: { type: 'infoAnswered', info: offerInfo },
  infoFailed: { type: 'infoFailed' },
  continued: { type: 'continued' },
  contactChosen: { type: 'contactChosen' },
  refundFormChosen: { type: 'refundFormChosen', refundForm: 'Ftc' },
  wentBack: { type: 'wentBack' },
  cancelRequested: { type: 'cancelRequested' },
  cancelAnswered: { type: 'cancelAnswered', outcome: 'FullRefund' },
  cancelFailed: { type: 'cancelFailed' },
  reset: { type: 'reset' },
};

const names = Object.keys(flows) as FlowName[];
const everyFlow = (step: FlightCancelFlow['step']) =>
  Object.fromEntries(names.map((name) => [name, step]));
const cancelsUnderWay: FlowName[] = [
  'confirm, cancelling',
  'nonrefundable, cancelling',
  'try again, cancel retrying',
];
const each = (from: FlowName[], step: FlightCancelFlow['step']) =>
  Object.fromEntries(from.map((name) => [name, step]));

/** Every pair that moves the flow, and the step it leads to. Every pair not here is refused. */
const allowed: {
  readonly [T in FlightCancelEventType]: Partial<Record<FlowName, FlightCancelFlow['step']>>;
} = {
  infoRequested: { 'try again, info': 'loading' },
  infoAnswered: { loading: 'policy' },
  infoFailed: { loading: 'tryAgain' },
  continued: {
    'policy, refund': 'confirm',
    'policy, choice': 'confirm',
    'policy, non-refundable': 'nonrefundable',
  },
  contactChosen: { 'policy, contact support': 'support', 'policy, contact airline': 'support' },
  // The choice offer gives a travel credit; the refund offer only a refund to the card.
  refundFormChosen: { 'confirm, choice not made': 'confirm', 'confirm, choice made': 'confirm' },
  wentBack: {
    confirm: 'policy',
    'confirm, choice not made': 'policy',
    'confirm, choice made': 'policy',
    nonrefundable: 'policy',
    'support, from the policy': 'policy',
  },
  cancelRequested: {
    confirm: 'confirm',
    'confirm, choice made': 'confirm',
    nonrefundable: 'nonrefundable',
    'try again, cancel': 'tryAgain',
  },
  cancelAnswered: each(cancelsUnderWay, 'success'),
  cancelFailed: each(cancelsUnderWay, 'tryAgain'),
  reset: everyFlow('loading'),
};

describe('nextFlightCancelFlow', () => {
  const pairs = names.flatMap((name) =>
    flightCancelEventTypes.map((type) => [name, type] as const),
  );

  it.each(pairs)('%s + %s: moves as the rules say, or is refused', (name, type) => {
    expect(nextFlightCancelFlow(flows[name], events[type])?.step).toBe(allowed[type][name]);
  });

  it('knows every step and event it is tested with', () => {
    expect(new Set(names.map((name) => flows[name].step))).toEqual(new Set(flightCancelFlowSteps));
    expect(Object.keys(events).sort()).toEqual([...flightCancelEventTypes].sort());
  });

  it('answers an outcome instead of an offer with the step of that outcome', () => {
    const answered = (outcome: Extract<FlightCancelInfo, { kind: 'outcome' }>['outcome']) =>
      flightCancelFlowReducer(flows.loading, {
        type: 'infoAnswered',
        info: { kind: 'outcome', outcome },
      });
    expect(answered('Departed')).toEqual({
      step: 'support',
      cause: { from: 'outcome', outcome: 'Departed' },
    });
    expect(answered('BookingPending')).toEqual({ step: 'pending', outcome: 'BookingPending' });
    expect(answered('Canceled')).toEqual({ step: 'cancelled' });
    // An outage while loading: Try again asks for the offer again.
    expect(answered('TRVKOutage')).toEqual({
      step: 'tryAgain',
      failure: 'TRVKOutage',
      retry: { call: 'info' },
      retrying: false,
    });
  });

  it.each(flightCancellationOutcomes)(
    'the cancel call answering %s leads to its step, keeping what came back',
    (outcome) => {
      const next = flightCancelFlowReducer(flows['confirm, cancelling'], {
        type: 'cancelAnswered',
        outcome,
      });
      expect(next.step).toBe(selfServeFlightCancelStepFor(outcome));
      if (next.step === 'success') {
        expect(next).toEqual({
          step: 'success',
          outcome,
          offer: offers.refund,
          refundForm: 'Cash',
        });
      }
      if (next.step === 'tryAgain') {
        expect(next.retry).toEqual({
          call: 'cancel',
          request: refundRequest,
          offer: offers.refund,
        });
      }
    },
  );

  it('confirms with the only refund form an offer gives, and waits for a choice between two', () => {
    const confirm = flightCancelFlowReducer(flows['policy, refund'], events.continued);
    expect(confirm).toEqual({
      step: 'confirm',
      offer: offers.refund,
      refundForm: 'Cash',
      cancelling: false,
    });
    const choice = flightCancelFlowReducer(flows['policy, choice'], events.continued);
    expect(choice).toEqual({ step: 'confirm', offer: offers.choice, cancelling: false });
    expect(flightCancelRequestOf(choice)).toBeUndefined();
    // No cancel before the choice: Confirm is refused, and nothing is sent.
    expect(flightCancelFlowReducer(choice, events.cancelRequested)).toBe(choice);
    const chosen = flightCancelFlowReducer(choice, events.refundFormChosen);
    expect(flightCancelRequestOf(chosen)).toEqual({ offerId: 'offer-choice', refundForm: 'Ftc' });
  });

  it('sends no refund form where nothing comes back', () => {
    expect(flightCancelRequestOf(flows.nonrefundable)).toEqual({
      offerId: 'offer-non-refundable',
    });
    const cancelled = [events.cancelRequested, events.cancelAnswered].reduce(
      flightCancelFlowReducer,
      flows.nonrefundable as FlightCancelFlow,
    );
    expect(cancelled).toEqual({
      step: 'success',
      outcome: 'FullRefund',
      offer: offers.nonRefundable,
    });
  });

  it('a second Confirm while one cancels changes nothing, and the modal is busy', () => {
    const cancelling = flightCancelFlowReducer(flows.confirm, events.cancelRequested);
    expect(isFlightCancelBusy(cancelling)).toBe(true);
    expect(flightCancelFlowReducer(cancelling, events.cancelRequested)).toBe(cancelling);
    expect(flightCancelFlowReducer(cancelling, events.wentBack)).toBe(cancelling);
    expect(flightCancelFlowReducer(cancelling, events.refundFormChosen)).toBe(cancelling);
  });

  it('Try again sends the very request that failed, once, and lands where its answer says', () => {
    const failed = flightCancelFlowReducer(flows['confirm, cancelling'], {
      type: 'cancelAnswered',
      outcome: 'CancellationFailure',
    });
    expect(flightCancelRequestOf(failed)).toEqual(refundRequest);
    const retrying = flightCancelFlowReducer(failed, events.cancelRequested);
    expect(isFlightCancelBusy(retrying)).toBe(true);
    expect(flightCancelFlowReducer(retrying, events.cancelRequested)).toBe(retrying);
    expect(flightCancelFlowReducer(retrying, events.cancelAnswered)).toEqual({
      step: 'success',
      outcome: 'FullRefund',
      offer: offers.refund,
      refundForm: 'Cash',
    });
  });

  it('a failed cancel call keeps its request for Try again', () => {
    expect(flightCancelFlowReducer(flows['confirm, cancelling'], events.cancelFailed)).toEqual({
      step: 'tryAgain',
      failure: 'Unreachable',
      retry: { call: 'cancel', request: refundRequest, offer: offers.refund },
      retrying: false,
    });
  });

  it('is busy only while the cancel call is under way', () => {
    expect(names.filter((name) => isFlightCancelBusy(flows[name]))).toEqual(cancelsUnderWay);
  });

  it('starts loading, and again after a reset', () => {
    expect(flightCancelFlowStart).toEqual({ step: 'loading' });
    expect(flightCancelFlowReducer(flows.success, events.reset)).toEqual(flightCancelFlowStart);
  });
});

describe('flightCancelSupportContact', () => {
  it.each([
    ['support, from the policy', 'support'],
    ['support, from an outcome', 'support'],
  ] as const)('%s: %s', (name, contact) => {
    const flow = flows[name];
    expect(flightCancelSupportContact(flow.cause)).toBe(contact);
  });

  it('sends the traveler to the airline for ContactAirline and AirlineControl', () => {
    expect(flightCancelSupportContact({ from: 'policy', offer: offers.airline })).toBe('airline');
    expect(flightCancelSupportContact({ from: 'outcome', outcome: 'AirlineControl' })).toBe(
      'airline',
    );
    expect(flightCancelSupportContact({ from: 'outcome', outcome: 'Departed' })).toBe('support');
  });
});
