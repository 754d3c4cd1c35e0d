/** Whether a modal interrupts buying a freeze or using one (spec: products §8 "purchase and exercise"). */
export const priceFreezeModalFlows = ['purchase', 'exercise'] as const;
export type PriceFreezeModalFlow = (typeof priceFreezeModalFlows)[number];

/**
 * Price-freeze purchase and exercise modal kinds (spec: products §8), spelled as the STATES §24
 * scenario ids price-freeze/modal-<kind> spell them.
 */
export const priceFreezeModalKinds = [
  'set-book-params-failed',
  'generic-failed',
  'custom-offer-failed',
  'no-availability',
  'similar-flights-refund',
  'refund',
  'provider-error',
  'hotel-likely-fraud',
  'flight-inactivity',
  'no-adult-passenger',
  'duplicate-booking',
  'price-increased',
  'price-decreased',
  'price-increased-payment',
  'price-decreased-payment',
  'price-difference-flight',
  'price-difference-hotel',
  'price-difference-flight-add-on',
  'price-difference-hotel-add-on',
] as const;
export type PriceFreezeModalKind = (typeof priceFreezeModalKinds)[number];

/** The STATES §24 scenario id of a modal kind. */
export function priceFreezeModalScenarioId(kind: PriceFreezeModalKind): string {
  return `price-freeze/modal-${kind}`;
}
