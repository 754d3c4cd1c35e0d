/** Bed types of a hotel room (spec: products §3). */
export const bedTypes = [
  'Murphy',
  'Single',
  'RunOfTheHouse',
  'Double',
  'King',
  'Dorm',
  'Twin',
  'Water',
  'Queen',
  'Sofa',
  'Full',
  'Tatami',
  'Futon',
] as const;
export type BedType = (typeof bedTypes)[number];
