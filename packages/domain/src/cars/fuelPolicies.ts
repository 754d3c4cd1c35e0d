// The values are ours: the spec names fuel policies without listing them (products §3 Cars);
// these are the policies car-rental suppliers usually offer.
/** Car fuel policies. */
export const fuelPolicies = [
  'FullToFull',
  'SameToSame',
  'FullToEmpty',
  'PrePurchase',
  'FreeTank',
] as const;
export type FuelPolicy = (typeof fuelPolicies)[number];
