/** Disruption rebooking errors (spec: products §8 "Rebook"). */
export const rebookErrors = [
  'ItineraryNotFound',
  'ContractNotFound',
  'MissingCoverageOrFareClass',
  'InvalidRoute',
  'ShopSummaryFailed',
  'RebookNotEligible',
  'Unknown',
] as const;
export type RebookError = (typeof rebookErrors)[number];
