// The values are ours: the spec names extras categories without listing them (products §3 Cars).
/** Categories of the extras a car rental can add. */
export const carExtrasCategories = [
  'ChildSeat',
  'AdditionalDriver',
  'Navigation',
  'Protection',
  'TollPass',
  'WinterEquipment',
  'Connectivity',
] as const;
export type CarExtrasCategory = (typeof carExtrasCategories)[number];
