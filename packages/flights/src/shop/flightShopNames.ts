import {
  airlineFilters,
  type AirlineFilter,
  type FlightShop,
  type FlightShopFilters,
} from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';

/** The airlines of shops' answers by name, their airports by city: what the cards say. */
export function flightNamesOf(...shops: readonly (FlightShop | undefined)[]): FlightNames {
  const answered = shops.filter((shop): shop is FlightShop => shop !== undefined);
  return {
    airlines: Object.assign({}, ...answered.map((shop) => shop.airlines)) as Record<string, string>,
    airports: Object.fromEntries(
      answered.flatMap((shop) =>
        Object.entries(shop.airports).map(([code, airport]) => [code, airport.city]),
      ),
    ),
  };
}

/**
 * The airline filters worth offering (products §3 AA, B6, DL, ExcludeLcc, F9, NK, UA): those
 * that sell a flight of this leg, those already chosen, and ExcludeLcc.
 */
export function offeredAirlineFilters(
  shop: FlightShop | undefined,
  filters: FlightShopFilters,
): AirlineFilter[] {
  const selling = new Set(
    shop?.flights.flatMap((option) =>
      option.segments.map((segment) => segment.marketingAirline.code),
    ),
  );
  return airlineFilters.filter(
    (airline) =>
      airline === 'ExcludeLcc' || selling.has(airline) || filters.airlines.includes(airline),
  );
}
