import type { FlightAirport } from './flightAirport';

/** Letters without accents, in lower case: "Montréal" is found by "montreal". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The airports a search finds (ours): a code typed in full first, then those whose code, city,
 * name or country starts a word with it. An empty search finds every airport.
 */
export function airportsMatching(
  airports: readonly FlightAirport[],
  query: string,
): FlightAirport[] {
  const wanted = folded(query.trim());
  if (wanted === '') return [...airports];
  const words = (airport: FlightAirport) =>
    folded(`${airport.code} ${airport.city} ${airport.name} ${airport.country}`).split(
      /[\s(),–-]+/,
    );
  const found = airports.filter((airport) =>
    words(airport).some((_, index, all) => all.slice(index).join(' ').startsWith(wanted)),
  );
  return [
    ...found.filter((airport) => folded(airport.code) === wanted),
    ...found.filter((airport) => folded(airport.code) !== wanted),
  ];
}
