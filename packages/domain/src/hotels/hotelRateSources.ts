/**
 * Where a hotel rate comes from: a supplier and a rate type. The values are ours (products §3
 * counts about 70 supplier and rate-type names but shows none).
 */
export const hotelRateSources = [
  'AgodaPublic',
  'AgodaPackage',
  'DhiscoPublic',
  'DhiscoCorporate',
  'ExpediaPublic',
  'ExpediaPackage',
  'ExpediaMember',
  'GetaroomPublic',
  'GetaroomOpaque',
  'HotelbedsPublic',
  'HotelbedsPackage',
  'PricelinePublic',
  'PricelineExpress',
  'W2mPublic',
  'W2mPackage',
  'AmadeusPublic',
  'AmadeusCorporate',
  'DerbysoftPublic',
  'DerbysoftMember',
  'DerbysoftCorporate',
  'SabrePublic',
  'SabreCorporate',
  'TravelportPublic',
  'WebBedsPublic',
  'WebBedsPackage',
] as const;
export type HotelRateSource = (typeof hotelRateSources)[number];
