/** Airline filters (spec: products §3); ExcludeLcc leaves out low-cost carriers. */
export const airlineFilters = ['AA', 'B6', 'DL', 'ExcludeLcc', 'F9', 'NK', 'UA'] as const;
export type AirlineFilter = (typeof airlineFilters)[number];

/** Stops filters, spelled as the spec writes them (products §3 "any, none, one or less, two or less"). */
export const stopsFilters = ['any', 'none', 'one or less', 'two or less'] as const;
export type StopsFilter = (typeof stopsFilters)[number];

const maxStopsOf: Record<StopsFilter, number> = {
  any: Number.POSITIVE_INFINITY,
  none: 0,
  'one or less': 1,
  'two or less': 2,
};

/** spec: products §3 stops filters: whether a slice with this many stops passes the filter. */
export function passesStopsFilter(stops: number, filter: StopsFilter): boolean {
  return stops <= maxStopsOf[filter];
}

/** Flight filter kinds (spec: products §3 "NonStop, ShortLayover, NoLCC"). */
export const flightFilterKinds = ['NonStop', 'ShortLayover', 'NoLCC'] as const;
export type FlightFilterKind = (typeof flightFilterKinds)[number];

/**
 * The combinations of filter kinds (spec: products §3 "and combinations"; their spelling, and
 * 'None' for no filter, are ours).
 * NonStop and ShortLayover never combine: a non-stop flight has no layover.
 */
export const flightFilterCombinations = [
  'None',
  'NonStop',
  'ShortLayover',
  'NoLCC',
  'NonStopNoLCC',
  'ShortLayoverNoLCC',
] as const;
export type FlightFilterCombination = (typeof flightFilterCombinations)[number];

/**
 * The combination of the filter kinds a user chose, in any order and with repeats. NonStop wins
 * over ShortLayover, since every non-stop flight already has no layover at all.
 */
export function flightFilterCombination(
  kinds: readonly FlightFilterKind[],
): FlightFilterCombination {
  const noLcc = kinds.includes('NoLCC');
  if (kinds.includes('NonStop')) return noLcc ? 'NonStopNoLCC' : 'NonStop';
  if (kinds.includes('ShortLayover')) return noLcc ? 'ShortLayoverNoLCC' : 'ShortLayover';
  return noLcc ? 'NoLCC' : 'None';
}

/**
 * The low-cost carriers that ExcludeLcc and NoLCC leave out (products §3 names the filters, not
 * the carriers; ours: Frontier, Spirit and Southwest).
 */
export const lowCostAirlineCodes: readonly string[] = ['F9', 'NK', 'WN'];

/** The low-cost airline the spec singles out (products §3 "Code WN identifies one low-cost airline specially"). */
export const specialLowCostAirlineCode = 'WN';

/** spec: products §3 "Code WN identifies one low-cost airline specially". */
export function isSpecialLowCostAirline(airlineCode: string): boolean {
  return airlineCode.trim().toUpperCase() === specialLowCostAirlineCode;
}
