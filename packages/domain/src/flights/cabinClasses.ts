/** Cabin classes (spec: products §3). */
export const cabinClasses = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
] as const;
export type CabinClass = (typeof cabinClasses)[number];
