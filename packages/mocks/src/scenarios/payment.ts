import { savedPaymentMethods } from '../fixtures/payments/paymentMethods';
import { testCards, type TestCardAnswer } from '../fixtures/payments/testCards';
import { paymentsHandlers } from '../handlers/payments';
import type { Scenario } from './scenario';

/** The answer the test card of a state gives, so the scenario and the card agree. */
function answerOf(state: (typeof testCards)[number]['state']): TestCardAnswer {
  const card = testCards.find((testCard) => testCard.state === state);
  if (!card) throw new Error(`No test card for ${state}`);
  return card.answer;
}

const verifying = (description: string, verify?: TestCardAnswer): Scenario => ({
  description,
  handlers: { payments: paymentsHandlers(verify ? { verify } : {}) },
});

/** STATES §12 Checkout: payment verification (adding a card). */
export const paymentScenarios = {
  'payment/verify-success': verifying('New card stored and selected: payments/verify Success'),
  'payment/verify-card-declined': verifying(
    '"Error Adding Payment Method" with the first error message; "Edit Payment Information"',
    answerOf('payment/verify-card-declined'),
  ),
  'payment/verify-excessive-activity': verifying(
    'Same panel: ExcessiveUserActivity',
    answerOf('payment/verify-excessive-activity'),
  ),
  'payment/verify-generic-error': verifying(
    'Same panel: GenericError',
    answerOf('payment/verify-generic-error'),
  ),
  'payment/verify-invalid-cvv': verifying(
    '"CVV Error", "Edit Payment Information": failure code InvalidCVV',
    answerOf('payment/verify-invalid-cvv'),
  ),
  'payment/verify-invalid-address': verifying(
    '"Address Verification Error", "Edit Payment Information": failure code InvalidAddress',
    answerOf('payment/verify-invalid-address'),
  ),
  'payment/invalid-card': verifying(
    'Invalid-card modal with edit and try-again buttons: the verified card has no last four',
    answerOf('payment/invalid-card'),
  ),
  'payment/saved-cards': {
    description:
      'Saved cards of each type: Visa, Master, American Express, Diners Club, Discover, Jcb, Dankort, Maestro',
    handlers: { payments: paymentsHandlers({ methods: savedPaymentMethods }) },
  },
} satisfies Record<`payment/${string}`, Scenario>;

/** STATES §16 Payment methods. */
export const paymentMethodsScenarios = {
  'payment-methods/list': {
    description: 'Cards of every type with last four; Personal and Business accounts',
    handlers: { payments: paymentsHandlers({ methods: savedPaymentMethods }) },
  },
  'payment-methods/empty': {
    description: 'No saved cards',
    handlers: { payments: paymentsHandlers({ methods: [] }) },
  },
  'payment-methods/delete': {
    description: 'Card removed: payments/delete succeeds and the list no longer has it',
    handlers: { payments: paymentsHandlers() },
  },
} satisfies Record<`payment-methods/${string}`, Scenario>;
