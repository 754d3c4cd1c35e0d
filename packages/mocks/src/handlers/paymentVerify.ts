import type { PaymentVerifyResponse } from '@wayfare/domain';
import { testCardFor, type TestCardAnswer } from '../fixtures/payments/testCards';
import { addPaymentMethod, newPaymentId, tokenisedCard } from './paymentsState';

/**
 * What `payments/verify` answers for a token: a scenario's forced answer, else the test card
 * ending's answer (spec: platform §9 "Test card endings exist in non-production"), else Success.
 * A verified card with a last four joins the saved cards (spec: platform §4 "store the method").
 */
export function verifyAnswer(
  token: string,
  accountId: string,
  forced: TestCardAnswer | undefined,
): PaymentVerifyResponse {
  const card = tokenisedCard(token);
  const answer = forced ?? (card ? testCardFor(card.last4)?.answer : undefined);
  if (answer && answer.PaymentVerifyResult !== 'Success') return answer;
  if (!card && !answer)
    return { PaymentVerifyResult: 'GenericError', errors: [{ message: 'Unknown card token.' }] };
  const payment = {
    id: newPaymentId(),
    accountId,
    last4: answer ? answer.last4 : (card?.last4 ?? ''),
    cardType: card?.cardType ?? 'Visa',
    accountUseType: 'Personal' as const,
  };
  if (payment.last4) addPaymentMethod(payment);
  return { PaymentVerifyResult: 'Success', payment };
}
