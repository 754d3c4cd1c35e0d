import type { PaymentMethod } from '@wayfare/domain';

/** How a saved card is named to the traveller, e.g. "Visa ending in 1234". */
export function paymentMethodLabel(paymentMethod: Pick<PaymentMethod, 'cardType' | 'last4'>) {
  return `${paymentMethod.cardType} ending in ${paymentMethod.last4}`;
}
