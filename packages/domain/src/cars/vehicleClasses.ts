// The values are ours: the spec says "about 12 vehicle classes" without listing them (products §3 Cars).
/** Car vehicle classes, smallest to largest then special kinds. */
export const vehicleClasses = [
  'Mini',
  'Economy',
  'Compact',
  'Intermediate',
  'Standard',
  'FullSize',
  'Premium',
  'Luxury',
  'Suv',
  'Minivan',
  'Convertible',
  'PickupTruck',
] as const;
export type VehicleClass = (typeof vehicleClasses)[number];
