/** The cost line of a flight cancellation, in the spec's words (products §8 "Cost texts"). */
export const flightCancellationCostTexts = {
  nonRefundable: 'Non-refundable',
  contactSupport: 'Contact support',
  free: 'Free',
  contactAirline: 'Contact airline',
} as const;
export type FlightCancellationCostText =
  (typeof flightCancellationCostTexts)[keyof typeof flightCancellationCostTexts];
