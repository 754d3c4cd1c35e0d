import type { PurchaseError } from '@wayfare/domain';
import { purchaseHandlers, type PurchaseBehaviour } from '../handlers/purchase';
import type { Scenario } from './scenario';

const purchase = (description: string, behaviour: PurchaseBehaviour): Scenario => ({
  description,
  handlers: { purchase: purchaseHandlers(behaviour) },
});

const failing = (description: string, error: PurchaseError): Scenario =>
  purchase(description, { fulfil: { errors: [error] } });

/**
 * STATES §13 Checkout: booking (fulfil) and error panels. `fulfil/poll-non-200`,
 * `fulfil/schedule-failed` and `fulfil/network-failure` are cells of the fault matrix
 * (checkoutFaults.ts).
 */
export const fulfilScenarios = {
  'fulfil/pending': purchase('Popup "Booking your stay" while the poll answers Pending 3 times', {
    fulfil: { pendingPolls: 3 },
  }),
  'fulfil/success': purchase('Goes to the confirmation page (poll Success, type Homes)', {
    fulfil: { pendingPolls: 0 },
  }),
  'fulfil/poll-timeout': purchase(
    'Browser goes to the trips page: the poll answers Pending forever',
    { fulfil: { pendingPolls: Number.POSITIVE_INFINITY } },
  ),
  'fulfil/no-session': purchase('"Session is undefined": fulfil schedule answers without a value', {
    fulfil: { scheduleWithoutToken: true },
  }),
  'fulfil/card-not-found': failing(
    '"We were unable to process your payment method." with Continue (UserCardNotFound)',
    { kind: 'PaymentError', code: 'UserCardNotFound' },
  ),
  'fulfil/fraud-auto-reject': failing(
    '"There is an issue with you account. Please contact the issuer\'s support." (FraudAutoReject)',
    { kind: 'PaymentError', code: 'FraudAutoReject' },
  ),
  'fulfil/likely-fraud': failing('Same text (LikelyFraud)', {
    kind: 'PaymentError',
    code: 'LikelyFraud',
  }),
  'fulfil/redemption-failure': failing('"Rewards Redemption Failure" with "Try Again"', {
    kind: 'PaymentError',
    code: 'RedemptionFailure',
  }),
  'fulfil/card-declined': failing('Payment error shown (CardDeclined)', {
    kind: 'PaymentError',
    code: 'CardDeclined',
    message: 'Your card was declined. Please use a different card.',
  }),
  'fulfil/product-error': failing('Product error shown; default panel', {
    kind: 'ProductError',
    code: 'RateNoLongerAvailable',
    message: 'This rate is no longer available.',
  }),
  'fulfil/error-code': failing('Error shown; default panel', {
    kind: 'ErrorCode',
    code: 'ExpiredFulfillToken',
  }),
} satisfies Record<`fulfil/${string}`, Scenario>;
