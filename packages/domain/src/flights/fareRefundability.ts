/**
 * Fare refundability (spec: products §3 "Refundability: FullFtc, PartialFtc, otherwise none");
 * the spelling of 'None' is ours.
 */
export const fareRefundabilities = ['FullFtc', 'PartialFtc', 'None'] as const;
export type FareRefundability = (typeof fareRefundabilities)[number];

/** spec: products §3 "FullFtc, PartialFtc, otherwise none": any other or missing value is none. */
export function fareRefundability(value: string | null | undefined): FareRefundability {
  return value === 'FullFtc' || value === 'PartialFtc' ? value : 'None';
}
