/** How experience results can be sorted (spec: products §3 Experiences). */
export const experienceSortOrders = [
  'DurationAscending',
  'DurationDescending',
  'PriceAscending',
  'PriceDescending',
  'Rating',
  'Recommended',
] as const;
export type ExperienceSortOrder = (typeof experienceSortOrders)[number];
