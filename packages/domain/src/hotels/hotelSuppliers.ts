/**
 * Hotel suppliers. The first seven are the spec's (products §3 "include Agoda, Dhisco, Expedia,
 * Getaroom, Hotelbeds, Priceline, W2m and others"); the rest are ours.
 */
export const hotelSuppliers = [
  'Agoda',
  'Dhisco',
  'Expedia',
  'Getaroom',
  'Hotelbeds',
  'Priceline',
  'W2m',
  'Amadeus',
  'Derbysoft',
  'Sabre',
  'Travelport',
  'WebBeds',
] as const;
export type HotelSupplier = (typeof hotelSuppliers)[number];
