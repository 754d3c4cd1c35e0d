/** Sort orders of the hotel list (spec: products §3). */
export const hotelSortOrders = [
  'DistanceAscending',
  'MostRecommended',
  'Price',
  'StarRating',
  'UserRating',
] as const;
export type HotelSortOrder = (typeof hotelSortOrders)[number];
