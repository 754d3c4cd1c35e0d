/** Where a checkout stands (spec: products §4 "Checkout outcome: PaymentFailed, PurchaseSuccess, Polling"). */
export const checkoutOutcomes = ['PaymentFailed', 'PurchaseSuccess', 'Polling'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];
