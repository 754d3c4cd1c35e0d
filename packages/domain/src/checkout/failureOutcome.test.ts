import { describe, expect, it } from 'vitest';
import type { PurchaseError } from '../vacationRentals/priceQuote';
import { errorPanelContent } from './errorPanels';
import {
  callFailureOutcome,
  checkoutCalls,
  confirmationDetailsFailureOutcome,
  fulfilFailureOutcome,
  quoteFailureOutcome,
} from './failureOutcome';
import { failureTrackingReasons } from './failureTracking';

const phone = '1-800-555-0134';
const error = (kind: PurchaseError['kind'], code: string, message?: string): PurchaseError => ({
  kind,
  code,
  ...(message ? { message } : {}),
});
const titleOf = (errors: PurchaseError[]) => {
  const { panel } = fulfilFailureOutcome(errors, phone);
  return panel && errorPanelContent(panel).title;
};

// spec: platform §8 "Checkout error panels"
describe('fulfilFailureOutcome', () => {
  it.each([
    [error('PaymentError', 'UserCardNotFound'), 'We were unable to process your payment method.'],
    [error('PaymentError', 'UnknownCard'), 'We were unable to process your payment method.'],
    [
      error('ErrorCode', 'FraudAutoReject'),
      "There is an issue with you account. Please contact the issuer's support.",
    ],
    [
      error('PaymentError', 'LikelyFraud'),
      "There is an issue with you account. Please contact the issuer's support.",
    ],
    [error('PaymentError', 'RedemptionFailure'), 'Rewards Redemption Failure'],
    [error('PaymentError', 'InvalidCVV'), 'CVV Error'],
    [error('PaymentError', 'InvalidAddress'), 'Address Verification Error'],
    [error('PaymentError', 'CardDeclined'), 'Error Adding Payment Method'],
    [error('ProductError', 'BlockedDates'), 'The dates you have selected are not available.'],
    [error('ProductError', 'LackOfInventory'), 'Uh oh! Something went wrong'],
    [error('ErrorCode', 'BookFailed'), 'Uh oh! Something went wrong'],
  ])('%o: "%s"', (failure, title) => {
    expect(titleOf([failure])).toBe(title);
  });

  it('shows the payment error message the server gave', () => {
    const { panel } = fulfilFailureOutcome(
      [error('PaymentError', 'CardDeclined', 'Your card was declined.')],
      phone,
    );
    expect(panel && errorPanelContent(panel).subtitle).toBe('Your card was declined.');
  });

  it('logs the first error code as the failure reason, and stays on the page', () => {
    expect(
      fulfilFailureOutcome([error('PaymentError', 'CardDeclined'), error('ErrorCode', 'X')], phone),
    ).toMatchObject({
      trackingReason: 'CardDeclined',
      returnToTravelerStep: false,
    });
  });

  it('a failure without errors is the default panel', () => {
    expect(fulfilFailureOutcome([], phone)).toEqual({
      panel: { kind: 'default' },
      returnToTravelerStep: false,
      trackingReason: 'schedule_book_failed',
    });
  });
});

// spec: platform §4 "Failure (errors shown; if none can be handled, a generic error)"; "Errors in the quote ... reset the view to traveler edit mode"
describe('quoteFailureOutcome', () => {
  it.each([
    [
      [error('ProductError', 'MinStayViolation')],
      { kind: 'unavailable', reason: 'MinStayViolation' },
    ],
    [
      [error('ErrorCode', 'Timeout'), error('ProductError', 'OccupancyViolation')],
      { kind: 'unavailable', reason: 'OccupancyViolation' },
    ],
    [[error('ErrorCode', 'Timeout')], { kind: 'default' }],
    [[], { kind: 'default' }],
  ])('%o shows %o and returns to the traveler step', (errors, panel) => {
    expect(quoteFailureOutcome(errors)).toEqual({
      panel,
      returnToTravelerStep: true,
      trackingReason: 'poll_price_quote_failed',
    });
  });

  it('confirmation details errors return to the traveler step without a panel', () => {
    expect(confirmationDetailsFailureOutcome()).toEqual({
      panel: undefined,
      returnToTravelerStep: true,
      trackingReason: 'confirmation_details_failed',
    });
  });
});

// spec: platform §8 "quote or fulfil network failures show the generic error"; "Failure tracking reasons"
describe('callFailureOutcome', () => {
  it.each([
    ['schedule-quote', 'schedule_price_quote_failed', true],
    ['poll-quote', 'poll_price_quote_failed', true],
    ['add-main-guest', 'add_main_guest_failed', false],
    ['schedule-fulfil', 'schedule_book_failed', false],
    ['poll-fulfil', 'schedule_book_failed', false],
  ] as const)('%s: generic panel, logged as %s', (call, reason, back) => {
    expect(callFailureOutcome(call)).toEqual({
      panel: { kind: 'generic' },
      returnToTravelerStep: back,
      trackingReason: reason,
    });
  });

  it('every call has a reason of the spec list', () => {
    for (const call of checkoutCalls)
      expect(failureTrackingReasons).toContain(callFailureOutcome(call).trackingReason);
  });
});
