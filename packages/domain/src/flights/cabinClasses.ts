/** Cabin classes (spec: products §3), lowest first: rebooking and corporate policies rank them by this order. */
export const cabinClasses = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
] as const;
export type CabinClass = (typeof cabinClasses)[number];
