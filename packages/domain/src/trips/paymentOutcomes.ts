/** What a payment attempt gives (spec: products §4 "Payment outcomes", §8 Payment). */
export const paymentOutcomes = [
  'Success',
  'Failure',
  'CardDeclined',
  'UnknownCard',
  'ExcessiveUserActivity',
  'GenericError',
] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];
