import type {
  FlightCancelInfo,
  FlightCancelOffer,
  FlightCancelRefundForm,
  FlightCancelRequest,
} from './flightCancelCalls';
import { flightCancelPolicyNextStep, flightCancelRefundFormsOf } from './flightCancelOffer';
import type { FlightCancellationOutcome } from './flightCancellationOutcomes';
import {
  isFlightCancelOutcomeOf,
  type FlightCancelOutcomeOf,
  type SelfServeFlightCancelStep,
} from './selfServeFlightCancelSteps';

/** Why the support step asks the traveler to call: the offer's policy, or an outcome. */
export type FlightCancelSupportCause =
  | { readonly from: 'policy'; readonly offer: FlightCancelOffer }
  | { readonly from: 'outcome'; readonly outcome: FlightCancelOutcomeOf<'support'> };

/**
 * What failed, so that the modal offers Try again: an outcome that cancelled nothing
 * (CancellationFailure, TRVKOutage), or a call that failed or answered something unreadable.
 */
export type FlightCancelFailure = FlightCancelOutcomeOf<'tryAgain'> | 'Unreachable';

/** The call Try again sends once more: the info call, or the very cancel request that failed. */
export type FlightCancelRetry =
  | { readonly call: 'info' }
  | {
      readonly call: 'cancel';
      readonly request: FlightCancelRequest;
      readonly offer: FlightCancelOffer;
    };

/**
 * Where a self-serve flight cancellation stands (spec: products §2 "self-serve cancel flight" and
 * its steps; products §4 policy types, outcomes and resolutions; ARCHITECTURE.md "the flow's states
 * and events are a pure reducer in domain"). Each state is one step of the modal with what that
 * step shows; `cancelling` and `retrying` mark the cancel call under way.
 */
export type FlightCancelFlow =
  /** The modal asks what cancelling would give. */
  | { readonly step: 'loading' }
  /** The booking's policy, what comes back, what it costs, and the way forward. */
  | { readonly step: 'policy'; readonly offer: FlightCancelOffer }
  /** Who is cancelled (every traveler) and what comes back, in the form chosen where a choice. */
  | {
      readonly step: 'confirm';
      readonly offer: FlightCancelOffer;
      readonly refundForm?: FlightCancelRefundForm;
      readonly cancelling: boolean;
    }
  /** The confirmation of a NonRefundable booking: it is cancelled without a refund. */
  | {
      readonly step: 'nonrefundable';
      readonly offer: FlightCancelOffer;
      readonly cancelling: boolean;
    }
  /** Cancelled: with what came back, in the form chosen. */
  | {
      readonly step: 'success';
      readonly outcome: FlightCancelOutcomeOf<'success'>;
      readonly offer: FlightCancelOffer;
      readonly refundForm?: FlightCancelRefundForm;
    }
  | { readonly step: 'support'; readonly cause: FlightCancelSupportCause }
  | { readonly step: 'pending'; readonly outcome: FlightCancelOutcomeOf<'pending'> }
  /** It was cancelled already. */
  | { readonly step: 'cancelled' }
  | {
      readonly step: 'tryAgain';
      readonly failure: FlightCancelFailure;
      readonly retry: FlightCancelRetry;
      readonly retrying: boolean;
    };

export const flightCancelFlowSteps = [
  'loading',
  'policy',
  'confirm',
  'nonrefundable',
  'success',
  'support',
  'pending',
  'cancelled',
  'tryAgain',
] as const satisfies readonly SelfServeFlightCancelStep[];

export type FlightCancelEvent =
  /** Try again after the info call failed: it is asked once more. */
  | { readonly type: 'infoRequested' }
  | { readonly type: 'infoAnswered'; readonly info: FlightCancelInfo }
  /** The info call failed, or answered something unreadable. */
  | { readonly type: 'infoFailed' }
  /** Continue, from the policy to the confirmation (or the non-refundable warning). */
  | { readonly type: 'continued' }
  /** Contact support, or Contact the airline, from the policy. */
  | { readonly type: 'contactChosen' }
  | { readonly type: 'refundFormChosen'; readonly refundForm: FlightCancelRefundForm }
  /** Back to the policy, from the confirmation, the warning or the support asked for there. */
  | { readonly type: 'wentBack' }
  /** Confirm cancellation, Cancel without a refund, or Try again after the cancel call failed. */
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelAnswered'; readonly outcome: FlightCancellationOutcome }
  /** The cancel call failed, or answered something unreadable. */
  | { readonly type: 'cancelFailed' }
  /** The modal has closed: the next opening starts again. */
  | { readonly type: 'reset' };

export type FlightCancelEventType = FlightCancelEvent['type'];

export const flightCancelEventTypes = [
  'infoRequested',
  'infoAnswered',
  'infoFailed',
  'continued',
  'contactChosen',
  'refundFormChosen',
  'wentBack',
  'cancelRequested',
  'cancelAnswered',
  'cancelFailed',
  'reset',
] as const satisfies readonly FlightCancelEventType[];

export const flightCancelFlowStart: FlightCancelFlow = { step: 'loading' };

/** The step an outcome other than a cancellation leads to (selfServeFlightCancelStepFor). */
function resultFlow(
  outcome: Exclude<FlightCancellationOutcome, FlightCancelOutcomeOf<'success'>>,
  retry: FlightCancelRetry,
): FlightCancelFlow {
  if (isFlightCancelOutcomeOf(outcome, 'pending')) return { step: 'pending', outcome };
  if (isFlightCancelOutcomeOf(outcome, 'support')) {
    return { step: 'support', cause: { from: 'outcome', outcome } };
  }
  if (isFlightCancelOutcomeOf(outcome, 'tryAgain')) {
    return { step: 'tryAgain', failure: outcome, retry, retrying: false };
  }
  return { step: 'cancelled' };
}

/**
 * The cancel request the flow would send now: the offer and the refund form of the confirmation
 * (none is sent where nothing comes back), or the request that failed, for Try again. Undefined
 * where no cancel can be asked for, among them a confirmation whose choice is not made yet.
 */
export function flightCancelRequestOf(flow: FlightCancelFlow): FlightCancelRequest | undefined {
  switch (flow.step) {
    case 'confirm': {
      const forms = flightCancelRefundFormsOf(flow.offer);
      if (forms.length > 0 && flow.refundForm === undefined) return undefined;
      return flow.refundForm === undefined
        ? { offerId: flow.offer.offerId }
        : { offerId: flow.offer.offerId, refundForm: flow.refundForm };
    }
    case 'nonrefundable':
      return { offerId: flow.offer.offerId };
    case 'tryAgain':
      return flow.retry.call === 'cancel' ? flow.retry.request : undefined;
    default:
      return undefined;
  }
}

/** The cancel call is under way: nothing can be pressed twice and the modal cannot close. */
export function isFlightCancelBusy(flow: FlightCancelFlow): boolean {
  return (
    ((flow.step === 'confirm' || flow.step === 'nonrefundable') && flow.cancelling) ||
    (flow.step === 'tryAgain' && flow.retrying)
  );
}

/** The offer a step shows or acted on, when it has one. */
function offerOf(flow: FlightCancelFlow): FlightCancelOffer | undefined {
  switch (flow.step) {
    case 'policy':
    case 'confirm':
    case 'nonrefundable':
    case 'success':
      return flow.offer;
    case 'support':
      return flow.cause.from === 'policy' ? flow.cause.offer : undefined;
    case 'tryAgain':
      return flow.retry.call === 'cancel' ? flow.retry.offer : undefined;
    default:
      return undefined;
  }
}

/**
 * The next flow after an event, or undefined where the event does not belong (a second Confirm
 * while one cancels, an answer nobody waits for, Continue where only a person can cancel, a refund
 * form the offer does not give). `flightCancelFlowReducer` keeps the flow as it was then.
 */
export function nextFlightCancelFlow(
  flow: FlightCancelFlow,
  event: FlightCancelEvent,
): FlightCancelFlow | undefined {
  switch (event.type) {
    case 'reset':
      return flightCancelFlowStart;
    case 'infoRequested':
      return flow.step === 'tryAgain' && flow.retry.call === 'info'
        ? { step: 'loading' }
        : undefined;
    case 'infoAnswered':
      if (flow.step !== 'loading') return undefined;
      return event.info.kind === 'offer'
        ? { step: 'policy', offer: event.info.offer }
        : resultFlow(event.info.outcome, { call: 'info' });
    case 'infoFailed':
      return flow.step === 'loading'
        ? { step: 'tryAgain', failure: 'Unreachable', retry: { call: 'info' }, retrying: false }
        : undefined;
    case 'continued': {
      if (flow.step !== 'policy') return undefined;
      const next = flightCancelPolicyNextStep(flow.offer);
      if (next === 'nonrefundable') {
        return { step: 'nonrefundable', offer: flow.offer, cancelling: false };
      }
      if (next !== 'confirm') return undefined;
      const forms = flightCancelRefundFormsOf(flow.offer);
      // One form is no choice: it is the one. Two wait for the traveler's.
      const [only] = forms.length === 1 ? forms : [];
      return only === undefined
        ? { step: 'confirm', offer: flow.offer, cancelling: false }
        : { step: 'confirm', offer: flow.offer, refundForm: only, cancelling: false };
    }
    case 'contactChosen': {
      if (flow.step !== 'policy') return undefined;
      const next = flightCancelPolicyNextStep(flow.offer);
      return next === 'contactSupport' || next === 'contactAirline'
        ? { step: 'support', cause: { from: 'policy', offer: flow.offer } }
        : undefined;
    }
    case 'refundFormChosen':
      return flow.step === 'confirm' &&
        !flow.cancelling &&
        flightCancelRefundFormsOf(flow.offer).includes(event.refundForm)
        ? { ...flow, refundForm: event.refundForm }
        : undefined;
    case 'wentBack': {
      const offer = offerOf(flow);
      const canGoBack =
        ((flow.step === 'confirm' || flow.step === 'nonrefundable') && !flow.cancelling) ||
        (flow.step === 'support' && flow.cause.from === 'policy');
      return canGoBack && offer !== undefined ? { step: 'policy', offer } : undefined;
    }
    case 'cancelRequested': {
      if (flightCancelRequestOf(flow) === undefined || isFlightCancelBusy(flow)) return undefined;
      if (flow.step === 'tryAgain') return { ...flow, retrying: true };
      return flow.step === 'confirm' || flow.step === 'nonrefundable'
        ? { ...flow, cancelling: true }
        : undefined;
    }
    case 'cancelAnswered':
    case 'cancelFailed': {
      const request = flightCancelRequestOf(flow);
      const offer = offerOf(flow);
      if (!isFlightCancelBusy(flow) || request === undefined || offer === undefined) {
        return undefined;
      }
      const retry: FlightCancelRetry = { call: 'cancel', request, offer };
      if (event.type === 'cancelFailed') {
        return { step: 'tryAgain', failure: 'Unreachable', retry, retrying: false };
      }
      const { outcome } = event;
      if (isFlightCancelOutcomeOf(outcome, 'success')) {
        return request.refundForm === undefined
          ? { step: 'success', outcome, offer }
          : { step: 'success', outcome, offer, refundForm: request.refundForm };
      }
      return resultFlow(outcome, retry);
    }
  }
}

/** For `useReducer`: a refused event leaves the flow as it was. */
export function flightCancelFlowReducer(
  flow: FlightCancelFlow,
  event: FlightCancelEvent,
): FlightCancelFlow {
  return nextFlightCancelFlow(flow, event) ?? flow;
}

/**
 * Who the support step sends the traveler to: the airline where the policy is ContactAirline or
 * the airline has taken the booking over (AirlineControl), our support line otherwise.
 */
export function flightCancelSupportContact(cause: FlightCancelSupportCause): 'airline' | 'support' {
  if (cause.from === 'policy') {
    return flightCancelPolicyNextStep(cause.offer) === 'contactAirline' ? 'airline' : 'support';
  }
  return cause.outcome === 'AirlineControl' ? 'airline' : 'support';
}
