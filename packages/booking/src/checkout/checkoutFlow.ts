import type { CheckoutFlow } from '@wayfare/domain';
import { quotedStepOf } from '@wayfare/domain';
import {
  callIdle,
  callPending,
  type FulfilState,
  type MainGuestState,
  type QuoteState,
} from './checkoutOutcome';

/** The quote call as the flow has it (spec: platform §4 "Call states"). */
export function quoteStateOf<Quote, Booking>(
  flow: CheckoutFlow<Quote, Booking>,
): QuoteState<Quote> {
  if (flow.step === 'quoting') return callPending;
  if (flow.step === 'failed' && flow.stage === 'quote')
    return { status: 'failure', outcome: flow.failure };
  const quoted = quotedStepOf(flow);
  return quoted === undefined
    ? callIdle
    : { status: 'success', quote: quoted.quote, priceDifference: quoted.priceDifference };
}

/** The main-guest call as the flow has it: added once the quote carries its ordered product. */
export function mainGuestStateOf<Quote, Booking>(
  flow: CheckoutFlow<Quote, Booking>,
): MainGuestState {
  if (flow.step === 'adding-main-guest') return callPending;
  if (flow.step === 'failed' && flow.stage === 'main-guest')
    return { status: 'failure', outcome: flow.failure };
  const orderedProductId = quotedStepOf(flow)?.orderedProductId;
  return orderedProductId === undefined ? callIdle : { status: 'success', orderedProductId };
}

/** The booking call as the flow has it (spec: platform §4 Fulfil). */
export function fulfilStateOf<Quote, Booking>(
  flow: CheckoutFlow<Quote, Booking>,
): FulfilState<Booking> {
  switch (flow.step) {
    case 'booking':
      return callPending;
    case 'booked':
      return { status: 'success', booking: flow.booking };
    case 'unknown':
      return { status: 'unknown' };
    case 'timed-out':
      return { status: 'timeout' };
    case 'failed':
      return flow.stage === 'fulfil' ? { status: 'failure', outcome: flow.failure } : callIdle;
    default:
      return callIdle;
  }
}
