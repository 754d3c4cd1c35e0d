/** Cabin classes (spec: products §3), lowest first: rebooking and corporate policies rank them by this order. */
export const cabinClasses = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
] as const;
export type CabinClass = (typeof cabinClasses)[number];

/** Each cabin as the traveller reads it (ours; the spec gives the codes only). */
export const cabinClassLabels: Readonly<Record<CabinClass, string>> = {
  BasicEconomy: 'Basic economy',
  Economy: 'Economy',
  PremiumEconomy: 'Premium economy',
  Business: 'Business',
  First: 'First',
};
