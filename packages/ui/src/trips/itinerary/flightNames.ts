/**
 * The names of the airlines and airports a flight's codes stand for. The trip carries codes only
 * (products §3 "airline code", "locationCode"); the page passes the names it knows, and a code
 * without one is shown as it is.
 */
export interface FlightNames {
  /** Airline names by IATA code: `{ AC: 'Air Canada' }`. */
  readonly airlines?: Readonly<Record<string, string>>;
  /** Airport or city names by IATA code: `{ YYZ: 'Toronto' }`. */
  readonly airports?: Readonly<Record<string, string>>;
}

/** An airline's name, or its code when the name is not known. */
export function airlineName(code: string, names: FlightNames = {}): string {
  return names.airlines?.[code] ?? code;
}

/** A flight as a traveller quotes it: "Air Canada AC 880", or "AC 880" without the name. */
export function flightLabel(
  airline: { readonly code: string; readonly flightNumber: string },
  names: FlightNames = {},
): string {
  const name = names.airlines?.[airline.code];
  const flight = `${airline.code} ${airline.flightNumber}`;
  return name === undefined ? flight : `${name} ${flight}`;
}

/** An airport with its name where known: "YYZ Toronto", or "YYZ". */
export function airportLabel(code: string, names: FlightNames = {}): string {
  const name = names.airports?.[code];
  return name === undefined ? code : `${code} ${name}`;
}
