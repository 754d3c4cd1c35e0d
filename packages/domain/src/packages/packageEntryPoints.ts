/** Entry-point tags of a package search (spec: products §2 "Packages: flight_list, flight_search, recently_searched_package"). */
export const packageEntryPoints = [
  'flight_list',
  'flight_search',
  'recently_searched_package',
] as const;
export type PackageEntryPoint = (typeof packageEntryPoints)[number];
