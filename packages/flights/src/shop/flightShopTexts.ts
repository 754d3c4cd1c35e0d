import type { FlightSortKey, StopsFilter } from '@wayfare/domain';

/** The flight list's words (ours: the spec names the screens, products §2, not their texts). */
export const flightShopTexts = {
  pageTitle: (route: string) => `Flights ${route}`,
  /** "Outbound: choose a flight", "Leg 2 of 5: choose a flight". */
  heading: (legTitle: string) => `${legTitle}: choose a flight`,
  legRoute: (origin: string, destination: string, date: string) =>
    `${origin} to ${destination} · ${date}`,
  changeSearch: 'Change search',
  loading: 'Searching flights',
  loadingText: 'Comparing airlines, fares and prices for your trip…',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total === 1 ? '1 flight' : `${total} flights`}`
      : `${shown} of ${total} flights`,
  listLabel: 'Flights',
  showMore: 'Show more flights',
  noFlightsTitle: 'No flights found',
  noFlightsText: 'No airline flies this trip on these dates. Try other dates or nearby airports.',
  noMatchTitle: 'No flights match your filters',
  noMatchText: 'Clear a filter or two to see more flights.',
  clearFilters: 'Clear filters',
  invalidTitle: 'This flight search is incomplete',
  invalidText:
    'The address does not name a whole trip: airports, dates in order and who flies. Search again from the flight search.',
  searchFlights: 'Search flights',
  chosenLabel: 'Your flights so far',
  changeChosen: 'Change',
  chosenFare: (legTitle: string, route: string, fare: string) => `${legTitle}: ${route}, ${fare}`,
  filters: 'Filters',
  stops: 'Stops',
  airlines: 'Airlines',
  quickFilters: 'Show only',
} as const;

/** The sort menu's order: every key of the spec, best first, then by what travellers ask most. */
export const flightSortMenu = [
  'fareScore',
  'price',
  'duration',
  'departureTime',
  'arrivalTime',
  'stops',
] as const satisfies readonly FlightSortKey[];

/** The sort menu's words (products §3 sort keys). */
export const flightSortLabels: Readonly<Record<FlightSortKey, string>> = {
  fareScore: 'Best',
  price: 'Price',
  duration: 'Duration',
  departureTime: 'Departure time',
  arrivalTime: 'Arrival time',
  stops: 'Stops',
};

/** products §3 stops filters "any, none, one or less, two or less". */
export const stopsFilterLabels: Readonly<Record<StopsFilter, string>> = {
  any: 'Any number of stops',
  none: 'Non-stop only',
  'one or less': '1 stop or fewer',
  'two or less': '2 stops or fewer',
};

/** products §3 flight filter kinds NonStop, ShortLayover, NoLCC. */
export const flightFilterKindLabels = {
  NonStop: 'Non-stop',
  ShortLayover: 'Short layovers (2 h or less)',
  NoLCC: 'No low-cost carriers',
} as const;

/** products §3 airline filter ExcludeLcc, beside the airlines named by code. */
export const excludeLccLabel = 'Exclude low-cost carriers';
