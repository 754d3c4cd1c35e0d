import type { HomeCancelQuote, HomeCancelQuoteResponse } from '@wayfare/domain';

/**
 * Where cancelling a home stands (spec: products §2 "cancel home"; §8 "Home cancel quote success
 * or change quote failure"; the steps are ours): the quote is asked for, then either shown with
 * its refund and fee or said to have failed; the traveller confirms, the home is cancelling, then
 * cancelled. A failed cancel goes back to the quote, which still holds.
 */
export type CancelHomeStep =
  | { readonly step: 'loadingQuote' }
  | {
      readonly step: 'quoteFailed';
      /** The backend answered that no quote could be made, or the call itself failed. */
      readonly reason: 'changeQuoteFailure' | 'unreachable';
    }
  | { readonly step: 'quoteReady'; readonly quote: HomeCancelQuote; readonly cancelFailed: boolean }
  | { readonly step: 'cancelling'; readonly quote: HomeCancelQuote }
  | { readonly step: 'cancelled'; readonly quote: HomeCancelQuote };

export type CancelHomeEvent =
  | { readonly type: 'quoteRequested' }
  | { readonly type: 'quoteAnswered'; readonly response: HomeCancelQuoteResponse }
  | { readonly type: 'quoteRejected' }
  | { readonly type: 'cancelRequested' }
  | { readonly type: 'cancelSucceeded' }
  | { readonly type: 'cancelRejected' }
  /** The modal has closed: the next opening starts again with a new quote. */
  | { readonly type: 'reset' };

export const initialCancelHomeStep: CancelHomeStep = { step: 'loadingQuote' };

/**
 * The next step. An event that does not belong to the step is ignored, so a late answer or a
 * second press changes nothing: a cancel is asked for only from a ready quote, once.
 */
export function nextCancelHomeStep(
  current: CancelHomeStep,
  event: CancelHomeEvent,
): CancelHomeStep {
  switch (event.type) {
    case 'reset':
      return initialCancelHomeStep;
    case 'quoteRequested':
      return current.step === 'quoteFailed' ? { step: 'loadingQuote' } : current;
    case 'quoteAnswered':
      if (current.step !== 'loadingQuote') return current;
      return event.response.outcome === 'HomeCancelQuoteSuccess'
        ? { step: 'quoteReady', quote: event.response.quote, cancelFailed: false }
        : { step: 'quoteFailed', reason: 'changeQuoteFailure' };
    case 'quoteRejected':
      return current.step === 'loadingQuote'
        ? { step: 'quoteFailed', reason: 'unreachable' }
        : current;
    case 'cancelRequested':
      return current.step === 'quoteReady' ? { step: 'cancelling', quote: current.quote } : current;
    case 'cancelSucceeded':
      return current.step === 'cancelling' ? { step: 'cancelled', quote: current.quote } : current;
    case 'cancelRejected':
      return current.step === 'cancelling'
        ? { step: 'quoteReady', quote: current.quote, cancelFailed: true }
        : current;
  }
}

/** A call is under way: the modal cannot be closed and nothing can be pressed twice. */
export const isCancelHomeBusy = (step: CancelHomeStep) => step.step === 'cancelling';
