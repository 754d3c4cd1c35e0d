import {
  airlineFilters,
  type AirlineFilter,
  type FlightShop,
  type FlightShopFilters,
} from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';

/** The airlines of the shop's answer by name, its airports by city: what the cards say. */
export function flightNamesOf(shop: FlightShop | undefined): FlightNames {
  if (!shop) return {};
  return {
    airlines: shop.airlines,
    airports: Object.fromEntries(
      Object.entries(shop.airports).map(([code, airport]) => [code, airport.city]),
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
