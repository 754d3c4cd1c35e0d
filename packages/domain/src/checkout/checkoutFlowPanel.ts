import type { CheckoutFailure, CheckoutFlow } from './checkoutFlow';
import { isPriceChangePending, quotedStepOf } from './checkoutFlow';
import { errorPanelContent, type ErrorPanelAction, type ErrorPanelContent } from './errorPanels';
import type { LoadingMessageKind } from './loadingMessages';

/**
 * The failure the checkout shows now (spec: platform §8 "Checkout error panels"): a call's own,
 * then a price change not yet acknowledged, then a booking whose outcome is unknown until its
 * panel is closed. A confirmation-details failure has no panel: the traveler step shows what to fix.
 * The price change does not show while the main guest is added, so its Continue ("acknowledge price
 * difference then ... book if valid") finds the quote's calls settled, however soon it is pressed.
 */
export function checkoutFlowFailure<Q, B>(flow: CheckoutFlow<Q, B>): CheckoutFailure | undefined {
  if (flow.step === 'failed') return flow.failure;
  if (flow.step === 'unknown')
    return flow.dismissed
      ? undefined
      : {
          panel: { kind: 'booking-unknown' },
          returnToTravelerStep: false,
          trackingReason: 'schedule_book_failed',
        };
  const quoted = quotedStepOf(flow);
  if (flow.step !== 'adding-main-guest' && isPriceChangePending(flow) && quoted?.priceDifference)
    return {
      panel: { kind: 'price-change', difference: quoted.priceDifference },
      returnToTravelerStep: false,
      trackingReason: 'pc_price_difference',
    };
  return undefined;
}

/**
 * What the checkout's error dialog says for a failure: the panel's content, titled with the
 * failure's own message when it has one (spec: platform §5 "Invalid Request.", "Session token is
 * not present.", "Session is undefined"); none without a panel.
 */
export function checkoutFailureContent(failure: CheckoutFailure): ErrorPanelContent | undefined {
  if (failure.panel === undefined) return undefined;
  const content = errorPanelContent(failure.panel);
  return failure.message === undefined ? content : { ...content, title: failure.message };
}

/**
 * What a panel's button does (spec: platform §8 "Button actions: retry/back to search;
 * acknowledge price difference then re-quote and book if valid; change dates; modify travelers
 * (scroll to the traveler section); confirm and book"). The checkout core carries each out; the
 * screen only says where search, dates, travelers and trips are.
 */
export type CheckoutPanelCommand =
  /** spec: platform §4 "Redoing the search resets the whole booking state." */
  | { readonly kind: 'search-again' }
  /**
   * Clear the failure and quote again, so payment opens once more. After a booking's failure the
   * new quote has cleared the payment chosen (spec: platform §4 "Setting a new quote clears the
   * selected payment method and the rewards choice"): the traveller chooses it again.
   */
  | { readonly kind: 'quote-again'; readonly choosePaymentAgain: boolean }
  | { readonly kind: 'acknowledge-price-change-and-book' }
  | { readonly kind: 'change-dates' }
  /** Clear the failure and return to the traveler step in edit mode. */
  | { readonly kind: 'edit-travelers' }
  /**
   * Open the add-card form again: after a card's own verification the quote still holds; after a
   * booking's payment error the checkout quotes again first.
   */
  | { readonly kind: 'edit-payment'; readonly quoteAgain: boolean }
  | { readonly kind: 'go-to-trips' };

export function checkoutPanelCommand<Q, B>(
  action: ErrorPanelAction,
  flow: CheckoutFlow<Q, B>,
): CheckoutPanelCommand {
  switch (action) {
    case 'search-again':
    case 'choose-another-property':
      return { kind: 'search-again' };
    case 'try-again':
    case 'continue':
      return {
        kind: 'quote-again',
        choosePaymentAgain: flow.step === 'failed' && flow.stage === 'fulfil',
      };
    case 'acknowledge-price-change':
      return { kind: 'acknowledge-price-change-and-book' };
    case 'change-dates':
      return { kind: 'change-dates' };
    case 'change-guests':
    case 'modify-travelers':
      return { kind: 'edit-travelers' };
    case 'edit-payment-information':
      return {
        kind: 'edit-payment',
        quoteAgain: !(flow.step === 'failed' && flow.stage === 'card-verification'),
      };
    case 'go-to-trips':
      return { kind: 'go-to-trips' };
  }
}

/** The loading popup's message while a purchase call runs (spec: platform §2). */
export function checkoutFlowLoadingMessage<Q, B>(
  flow: CheckoutFlow<Q, B>,
): LoadingMessageKind | undefined {
  if (flow.step === 'booking') return 'fulfil';
  if (flow.step === 'quoting' || flow.step === 'adding-main-guest') return 'quote';
  return undefined;
}
