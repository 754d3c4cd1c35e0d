import { fareTags, fareTagsFromScore, type FareTag } from './fareTags';
import { lowCostAirlineCodes, passesStopsFilter } from './flightFilters';
import type { FlightFare, FlightOption } from './flightShop';
import type { FlightShopFilters } from './flightShopFilters';
import type { FlightSortKey } from './flightSort';

/** The longest layover the ShortLayover filter keeps (products §3 names the filter; 2 h is ours). */
export const shortLayoverMinutes = 120;

/** The list's order when the traveller has chosen none: the best flights first. */
export const defaultFlightSortKey: FlightSortKey = 'fareScore';

/** Changes of plane and technical stops together: "Non-stop" is 0. */
export function flightStops(option: FlightOption): number {
  return option.segments.reduce(
    (stops, segment, index) => stops + segment.stops + (index > 0 ? 1 : 0),
    0,
  );
}

const instant = (zoned: string) => Date.parse(zoned);

/** From the first take-off to the last landing, in minutes, across time zones. */
export function flightDurationMinutes(option: FlightOption): number {
  const first = option.segments[0];
  const last = option.segments.at(-1);
  if (!first || !last) return 0;
  return Math.round((instant(last.zonedArrival) - instant(first.zonedDeparture)) / 60_000);
}

/** The flight's cheapest fare: the price its card shows ("from"). */
export function lowestFare(option: FlightOption): FlightFare {
  return option.fares.reduce((lowest, fare) =>
    fare.amount.value < lowest.amount.value ? fare : lowest,
  );
}

/** The airlines that sell the flight's segments, each once, in flying order. */
export function flightAirlineCodes(option: FlightOption): string[] {
  return [...new Set(option.segments.map((segment) => segment.marketingAirline.code))];
}

const hasLowCostCarrier = (option: FlightOption) =>
  option.segments.some((segment) =>
    [segment.marketingAirline.code, segment.operatingAirline.code].some((code) =>
      lowCostAirlineCodes.includes(code),
    ),
  );

const hasOnlyShortLayovers = (option: FlightOption) =>
  option.segments.every((segment) => (segment.stopoverDurationMinutes ?? 0) <= shortLayoverMinutes);

/**
 * Whether a flight passes the list's filters (products §3): one of the chosen airlines sells a
 * segment (ExcludeLcc, like NoLCC, leaves out any flight a low-cost carrier sells or flies), its
 * stops within the stops filter, non-stop for NonStop, no layover over two hours for ShortLayover.
 */
export function passesFlightShopFilters(option: FlightOption, filters: FlightShopFilters): boolean {
  const airlines = new Set<string>(filters.airlines.filter((airline) => airline !== 'ExcludeLcc'));
  const excludesLcc = filters.airlines.includes('ExcludeLcc') || filters.kinds.includes('NoLCC');
  const stops = flightStops(option);
  if (airlines.size > 0 && !flightAirlineCodes(option).some((code) => airlines.has(code)))
    return false;
  if (excludesLcc && hasLowCostCarrier(option)) return false;
  if (!passesStopsFilter(stops, filters.stops)) return false;
  if (filters.kinds.includes('NonStop') && stops > 0) return false;
  return !filters.kinds.includes('ShortLayover') || hasOnlyShortLayovers(option);
}

const departure = (option: FlightOption) => instant(option.segments[0]?.zonedDeparture ?? '');
const arrival = (option: FlightOption) => instant(option.segments.at(-1)?.zonedArrival ?? '');
const price = (option: FlightOption) => lowestFare(option).amount.value;

/** Each sort key's value, the list ascending on it: the fare score negated, best first. */
const sortValue: Record<FlightSortKey, (option: FlightOption) => number> = {
  arrivalTime: arrival,
  departureTime: departure,
  duration: flightDurationMinutes,
  fareScore: (option) => -option.fareScore,
  price,
  stops: flightStops,
};

/**
 * The flights that pass the filters, in the order of a sort key (products §3 sort keys); ties go
 * to the cheaper, then the earlier flight, so the order never depends on the answer's order.
 * Each flight's values are worked out once, not at each of the sort's comparisons: a list of
 * hundreds is sorted as the traveller chooses the key.
 */
export function flightShopList(
  options: readonly FlightOption[],
  filters: FlightShopFilters,
  sortKey: FlightSortKey = defaultFlightSortKey,
): FlightOption[] {
  const value = sortValue[sortKey];
  return options
    .filter((option) => passesFlightShopFilters(option, filters))
    .map((option) => ({
      option,
      value: value(option),
      price: price(option),
      departure: departure(option),
    }))
    .sort(
      (a, b) =>
        a.value - b.value ||
        a.price - b.price ||
        a.departure - b.departure ||
        a.option.flightId.localeCompare(b.option.flightId),
    )
    .map(({ option }) => option);
}

/** Every tag a flight's fares carry, in the spec's order (products §3): what its card shows. */
export function flightFareTags(option: FlightOption): FareTag[] {
  const tags = new Set(option.fares.flatMap((fare) => fareTagsFromScore(fare.score)));
  return fareTags.filter((tag) => tags.has(tag));
}
