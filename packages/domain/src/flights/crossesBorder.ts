import type { FlightAirport } from './flightAirport';

/** What the rule reads of a flight: where each of its segments leaves from and lands. */
interface FlightRoute {
  readonly segments: readonly {
    readonly origin: { readonly locationCode: string };
    readonly destination: { readonly locationCode: string };
  }[];
}

/**
 * A trip crosses a border when the airports its flights touch, connections included, are in two
 * countries: then every passenger needs a passport and a nationality (products §5). An airport
 * the names do not know counts as no country.
 */
export function crossesBorder(
  flights: readonly FlightRoute[],
  airports: Readonly<Record<string, Pick<FlightAirport, 'country'>>>,
): boolean {
  const countries = new Set(
    flights
      .flatMap((flight) => flight.segments)
      .flatMap((segment) => [segment.origin.locationCode, segment.destination.locationCode])
      .map((code) => airports[code]?.country)
      .filter((country) => country !== undefined),
  );
  return countries.size > 1;
}
