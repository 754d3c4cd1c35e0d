import { parseQueryEnum } from './queryValues';

/** spec: products §2 "Entry-point tags. Hotel: ...". */
export const hotelEntryPoints = [
  'cross_sell_hotel_flights_checkout',
  'cross_sell_hotel_mytrips',
  'cross_sell_hotel_homepage',
  'search_distance_from',
  'recently_viewed_hotel',
  'recently_searched_hotel',
  'recently_searched_autocomplete',
  'travel_sale_landing',
  'travel_sale_homepage',
  'book_again_hotel_mytrips',
  'book_again_hotel_confirmation_page',
] as const;
export type HotelEntryPoint = (typeof hotelEntryPoints)[number];

/** spec: products §2 "Experiences: experiences_homepage, experiences_availability"; also the entryType of platform §2. */
export const experiencesEntryPoints = ['experiences_homepage', 'experiences_availability'] as const;
export type ExperiencesEntryPoint = (typeof experiencesEntryPoints)[number];

/** spec: products §2 "Packages: flight_list, flight_search, recently_searched_package". */
export const packagesEntryPoints = [
  'flight_list',
  'flight_search',
  'recently_searched_package',
] as const;
export type PackagesEntryPoint = (typeof packagesEntryPoints)[number];

/** spec: products §2 "Cars: recently_searched_car". */
export const carsEntryPoints = ['recently_searched_car'] as const;
export type CarsEntryPoint = (typeof carsEntryPoints)[number];

export const entryPoints = [
  ...hotelEntryPoints,
  ...experiencesEntryPoints,
  ...packagesEntryPoints,
  ...carsEntryPoints,
] as const;
export type EntryPoint = (typeof entryPoints)[number];

/** The spec names no default entry point, so each parser drops an unknown tag. */
export function parseEntryPoint(value: string | null | undefined): EntryPoint | undefined {
  return parseQueryEnum(entryPoints, value);
}

export function parseHotelEntryPoint(
  value: string | null | undefined,
): HotelEntryPoint | undefined {
  return parseQueryEnum(hotelEntryPoints, value);
}

export function parseExperiencesEntryPoint(
  value: string | null | undefined,
): ExperiencesEntryPoint | undefined {
  return parseQueryEnum(experiencesEntryPoints, value);
}

export function parsePackagesEntryPoint(
  value: string | null | undefined,
): PackagesEntryPoint | undefined {
  return parseQueryEnum(packagesEntryPoints, value);
}

export function parseCarsEntryPoint(value: string | null | undefined): CarsEntryPoint | undefined {
  return parseQueryEnum(carsEntryPoints, value);
}
