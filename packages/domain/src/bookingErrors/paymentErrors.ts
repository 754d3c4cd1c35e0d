/** Payment error codes (spec: products §8 "Payment"). */
export const paymentErrors = [
  'CardDeclined',
  'UnknownCard',
  'ExcessiveUserActivity',
  'GenericError',
] as const;
export type PaymentError = (typeof paymentErrors)[number];
