import { paymentRequestSchema, type PaymentRequest } from '@wayfare/domain';
import { savedPaymentMethods } from '../fixtures/payments/paymentMethods';
import { currentPaymentMethods } from './paymentsState';
import { isRecord } from './stayRequest';

/** A saved card as a receipt names it; a card the session does not know is just a card. */
function cardOf(paymentMethodId: string): string {
  const card = currentPaymentMethods(savedPaymentMethods).find(({ id }) => id === paymentMethodId);
  return card ? `${card.cardType} ending in ${card.last4}` : 'Card';
}

function paymentText(payment: PaymentRequest): string {
  switch (payment.type) {
    case 'UserCard':
      return cardOf(payment.paymentMethodId);
    case 'Rewards':
      return 'Rewards';
    case 'Split':
      return `${cardOf(payment.card.paymentMethodId)} and rewards`;
    case 'TravelWalletOffer':
      return 'Travel wallet offer';
    case 'TravelWalletCredit':
      return 'Travel wallet credit';
  }
}

/**
 * How a `fulfill/schedule` body pays, as the booked trip's receipt prints it: "Visa ending in
 * 4417", "Travel wallet credit, Visa ending in 4417". Payments it cannot read are left out.
 */
export function paidWithOf(body: unknown): string {
  const payments = isRecord(body) && Array.isArray(body.payments) ? body.payments : [];
  const texts = payments.flatMap((payment: unknown) => {
    const parsed = paymentRequestSchema.safeParse(payment);
    return parsed.success ? [paymentText(parsed.data)] : [];
  });
  return texts.length > 0 ? texts.join(', ') : 'Card on file';
}
