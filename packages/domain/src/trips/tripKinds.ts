/** What a trip in the trips hub is (spec: products §3 Trips and payments). */
export const tripKinds = [
  'Flight',
  'Hotel',
  'Watch',
  'Car',
  'Home',
  'Package',
  'PackageHotel',
  'PackageFlight',
  'Experience',
] as const;
export type TripKind = (typeof tripKinds)[number];
