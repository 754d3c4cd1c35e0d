/** How a car rate can be cancelled (spec: products §3 Cars). */
export const carCancellationKinds = [
  'FreeCancellation',
  'NonRefundable',
  'PartiallyRefundable',
  'Conditional',
  'ConditionalAfterBooking',
] as const;
export type CarCancellationKind = (typeof carCancellationKinds)[number];
