/** Checkout-level error codes (spec: products §8 "Checkout level"). */
export const checkoutErrors = [
  'InvalidSession',
  'AuthError',
  'CartValidationError',
  'ExpiredFulfillToken',
  'ExpiredQuoteToken',
  'ErrorCode',
] as const;
export type CheckoutError = (typeof checkoutErrors)[number];
