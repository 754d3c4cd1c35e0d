import type { AirlineFilter, FlightFilterKind, StopsFilter } from './flightFilters';

/**
 * The filters of the flight list (spec: products §3 airline filters, stops filters, filter kinds
 * NonStop, ShortLayover, NoLCC). No airline chosen shows every airline.
 */
export interface FlightShopFilters {
  readonly airlines: readonly AirlineFilter[];
  readonly stops: StopsFilter;
  readonly kinds: readonly FlightFilterKind[];
}

export const noFlightShopFilters: FlightShopFilters = { airlines: [], stops: 'any', kinds: [] };
