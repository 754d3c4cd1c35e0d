/** How many cities a route title names before its ellipsis (spec: products §9). */
export const routeTitleCityLimit = 3;

/**
 * spec: products §9 "route and multi-city titles show the first three cities then an ellipsis".
 * Ours: cities are joined with " - ", and the ellipsis ("…", as text/truncateText uses) appears
 * only when a fourth city is left out.
 */
export function routeTitle(cities: readonly string[]): string {
  const shown = cities.slice(0, routeTitleCityLimit).join(' - ');
  return cities.length > routeTitleCityLimit ? `${shown}…` : shown;
}
