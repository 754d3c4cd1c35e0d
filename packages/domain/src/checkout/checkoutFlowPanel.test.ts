import { describe, expect, it } from 'vitest';
import type { CheckoutFailure, CheckoutFlow } from './checkoutFlow';
import {
  checkoutFailureContent,
  checkoutFlowFailure,
  checkoutFlowLoadingMessage,
  checkoutPanelCommand,
} from './checkoutFlowPanel';
import { errorPanelActions, type CheckoutErrorPanel, type ErrorPanelAction } from './errorPanels';

const failure: CheckoutFailure = {
  panel: { kind: 'redemption-failure' },
  returnToTravelerStep: false,
  trackingReason: 'RedemptionFailure',
};
const decrease = { value: -20, currencyCode: 'USD', currencySymbol: '$' };
const quoted = { quote: {}, quoteToken: 'q', priceDifferenceAcknowledged: false };
const guestAdded: CheckoutFlow = {
  step: 'guest-added',
  quoted: { ...quoted, orderedProductId: 'op' },
};

describe('checkoutFlowFailure', () => {
  it.each<[string, CheckoutFlow, CheckoutErrorPanel | undefined]>([
    ['a failure shows its own panel', { step: 'failed', stage: 'fulfil', failure }, failure.panel],
    [
      'a confirmation-details failure shows none (the traveler step says what to fix)',
      {
        step: 'failed',
        stage: 'quote',
        failure: { ...failure, panel: undefined, trackingReason: 'confirmation_details_failed' },
      },
      undefined,
    ],
    [
      'a price change not yet acknowledged',
      { step: 'guest-added', quoted: { ...quoted, priceDifference: decrease } },
      { kind: 'price-change', difference: decrease },
    ],
    [
      'no panel once it is acknowledged',
      {
        step: 'guest-added',
        quoted: { ...quoted, priceDifference: decrease, priceDifferenceAcknowledged: true },
      },
      undefined,
    ],
    [
      'a booking whose outcome is unknown',
      { step: 'unknown', quoted, dismissed: false },
      { kind: 'booking-unknown' },
    ],
    ['no panel once that is dismissed', { step: 'unknown', quoted, dismissed: true }, undefined],
    ['no panel while all is well', guestAdded, undefined],
    [
      'no price-change panel while the main guest is being added (its Continue books)',
      { step: 'adding-main-guest', quoted: { ...quoted, priceDifference: decrease } },
      undefined,
    ],
  ])('%s', (_name, flow, panel) => {
    expect(checkoutFlowFailure(flow)?.panel).toEqual(panel);
  });
});

describe('checkoutFailureContent', () => {
  it("titles the panel with the failure's own message", () => {
    expect(checkoutFailureContent({ ...failure, message: 'Invalid Request.' })?.title).toBe(
      'Invalid Request.',
    );
    expect(checkoutFailureContent(failure)?.title).toBe('Rewards Redemption Failure');
  });

  it('shows nothing for a failure without a panel', () => {
    expect(checkoutFailureContent({ ...failure, panel: undefined })).toBeUndefined();
  });
});

describe('checkoutPanelCommand', () => {
  const bookingFailed: CheckoutFlow = { step: 'failed', stage: 'fulfil', failure };
  const expected: Record<ErrorPanelAction, ReturnType<typeof checkoutPanelCommand>> = {
    'search-again': { kind: 'search-again' },
    'choose-another-property': { kind: 'search-again' },
    continue: { kind: 'quote-again', choosePaymentAgain: true },
    'try-again': { kind: 'quote-again', choosePaymentAgain: true },
    'edit-payment-information': { kind: 'edit-payment', quoteAgain: true },
    'acknowledge-price-change': { kind: 'acknowledge-price-change-and-book' },
    'change-dates': { kind: 'change-dates' },
    'change-guests': { kind: 'edit-travelers' },
    'modify-travelers': { kind: 'edit-travelers' },
    'go-to-trips': { kind: 'go-to-trips' },
  };

  it.each(errorPanelActions)('%s', (action) => {
    expect(checkoutPanelCommand(action, bookingFailed)).toEqual(expected[action]);
  });

  it('after a quote failure, trying again goes on from the traveler step', () => {
    const quoteFailed: CheckoutFlow = { step: 'failed', stage: 'quote', failure };
    expect(checkoutPanelCommand('try-again', quoteFailed)).toEqual({
      kind: 'quote-again',
      choosePaymentAgain: false,
    });
  });

  it('after a card of its own fails verification, the quote holds: no new quote', () => {
    const cardFailed: CheckoutFlow = {
      step: 'failed',
      stage: 'card-verification',
      failure,
      resume: guestAdded,
    };
    expect(checkoutPanelCommand('edit-payment-information', cardFailed)).toEqual({
      kind: 'edit-payment',
      quoteAgain: false,
    });
  });
});

describe('checkoutFlowLoadingMessage', () => {
  it.each<[CheckoutFlow, ReturnType<typeof checkoutFlowLoadingMessage>]>([
    [{ step: 'quoting' }, 'quote'],
    [{ step: 'adding-main-guest', quoted }, 'quote'],
    [{ step: 'booking', quoted }, 'fulfil'],
    [guestAdded, undefined],
  ])('%o shows %s', (flow, message) => {
    expect(checkoutFlowLoadingMessage(flow)).toBe(message);
  });
});
