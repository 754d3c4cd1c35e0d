import { isUnavailabilityReason } from '../vacationRentals/unavailabilityReasons';
import type { PurchaseError } from '../vacationRentals/priceQuote';
import type { CheckoutErrorPanel, PaymentVerificationFailure } from './errorPanels';
import type { FailureTrackingReason } from './failureTracking';

/** What checkout does after a failure: the panel it shows, whether it goes back to the traveler step, what it logs. */
export interface CheckoutFailureOutcome {
  readonly panel: CheckoutErrorPanel | undefined;
  /** spec: platform §4 "Errors in the quote or confirmation details reset the view to traveler edit mode." */
  readonly returnToTravelerStep: boolean;
  /**
   * A reason of platform §8 (FailureTrackingReason), or a fulfilment error's own code: spec: "Fulfil
   * errors ... are logged as the failure reason".
   */
  readonly trackingReason: string;
}

const cardNotFoundCodes = new Set(['UserCardNotFound', 'UnknownCard']);
const fraudCodes = new Set(['FraudAutoReject', 'LikelyFraud']);
const paymentVerificationCodes: Record<string, PaymentVerificationFailure> = {
  InvalidCVV: 'InvalidCVV',
  InvalidAddress: 'InvalidAddress',
};

/**
 * The panel of a fulfilment error (spec: platform §8 "Checkout error panels"): the card-not-found,
 * fraud and redemption panels by code; any other payment error is the payment panel with the
 * server's message; product errors that name an unavailability show it; everything else is the
 * default panel.
 */
export function fulfilErrorPanel(error: PurchaseError, supportPhone: string): CheckoutErrorPanel {
  if (cardNotFoundCodes.has(error.code)) return { kind: 'card-not-found', supportPhone };
  if (fraudCodes.has(error.code)) return { kind: 'fraud', supportPhone };
  if (error.code === 'RedemptionFailure') return { kind: 'redemption-failure' };
  if (error.kind === 'PaymentError') {
    return {
      kind: 'payment-verification',
      failure: paymentVerificationCodes[error.code] ?? 'Other',
      ...(error.message ? { firstErrorMessage: error.message } : {}),
    };
  }
  if (isUnavailabilityReason(error.code)) return { kind: 'unavailable', reason: error.code };
  return { kind: 'default' };
}

/** How a product shows a fulfilment error; vacation rentals' is fulfilErrorPanel. */
export type FulfilErrorPanelOf = (error: PurchaseError, supportPhone: string) => CheckoutErrorPanel;

/**
 * spec: platform §4 "Failure: show errors"; §8 "Fulfil errors ... are logged as the failure
 * reason". The first error's panel, by the product's own mapping of its codes.
 */
export function fulfilFailureOutcome(
  errors: readonly PurchaseError[],
  supportPhone: string,
  panelOf: FulfilErrorPanelOf = fulfilErrorPanel,
): CheckoutFailureOutcome {
  const [first] = errors;
  return {
    panel: first ? panelOf(first, supportPhone) : { kind: 'default' },
    returnToTravelerStep: false,
    trackingReason: first?.code ?? 'schedule_book_failed',
  };
}

/**
 * spec: platform §4 "Failure (errors shown; if none can be handled, a generic error)": a quote
 * error that names a stay restriction is handled (its panel offers to change dates or guests);
 * anything else is the default panel. Either way the view returns to traveler edit mode.
 */
export function quoteFailureOutcome(errors: readonly PurchaseError[]): CheckoutFailureOutcome {
  const handled = errors.find((error) => isUnavailabilityReason(error.code));
  return {
    panel: handled ? { kind: 'unavailable', reason: handled.code } : { kind: 'default' },
    returnToTravelerStep: true,
    trackingReason: 'poll_price_quote_failed',
  };
}

/** A quote whose confirmation details are wrong goes back to the traveler step to fix them. */
export function confirmationDetailsFailureOutcome(): CheckoutFailureOutcome {
  return {
    panel: undefined,
    returnToTravelerStep: true,
    trackingReason: 'confirmation_details_failed',
  };
}

/** The checkout calls whose network failure shows the generic error (spec: platform §8). */
export const checkoutCalls = [
  'schedule-quote',
  'poll-quote',
  'add-main-guest',
  'schedule-fulfil',
  'poll-fulfil',
] as const;
export type CheckoutCall = (typeof checkoutCalls)[number];

const callTrackingReasons: Record<CheckoutCall, FailureTrackingReason> = {
  'schedule-quote': 'schedule_price_quote_failed',
  'poll-quote': 'poll_price_quote_failed',
  'add-main-guest': 'add_main_guest_failed',
  'schedule-fulfil': 'schedule_book_failed',
  'poll-fulfil': 'schedule_book_failed',
};

/** spec: platform §8 "quote or fulfil network failures show the generic error". */
export function callFailureOutcome(call: CheckoutCall): CheckoutFailureOutcome {
  return {
    panel: { kind: 'generic' },
    returnToTravelerStep: call === 'schedule-quote' || call === 'poll-quote',
    trackingReason: callTrackingReasons[call],
  };
}
