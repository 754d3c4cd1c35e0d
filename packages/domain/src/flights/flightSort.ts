/** What the flight list sorts by (spec: products §3 "sort keys"). */
export const flightSortKeys = [
  'arrivalTime',
  'departureTime',
  'duration',
  'fareScore',
  'price',
  'stops',
] as const;
export type FlightSortKey = (typeof flightSortKeys)[number];

/**
 * Tags of a flight in the sorted list (spec: products §3 "sort tags BestFlight, Fastest,
 * BestQuality, Cheapest, plus a price-freeze tag"); the spelling 'PriceFreeze' is ours.
 */
export const flightSortTags = [
  'BestFlight',
  'Fastest',
  'BestQuality',
  'Cheapest',
  'PriceFreeze',
] as const;
export type FlightSortTag = (typeof flightSortTags)[number];
