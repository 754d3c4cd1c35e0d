import { multiCityConfirmationCode, routeTitle, type Trip } from '@wayfare/domain';

/**
 * What a trip is called in the hub: a flight (Flight, PackageFlight) and a watch by their route,
 * the first three cities then an ellipsis (spec: products §9); every other kind by its own title
 * (a Package's names its hotel and its route).
 */
export function tripTitle(trip: Trip): string {
  if (trip.kind === 'Watch' && trip.watch) return routeTitle(trip.watch.cities);
  if ((trip.kind === 'Flight' || trip.kind === 'PackageFlight') && trip.flight) {
    return routeTitle(trip.flight.cities);
  }
  return trip.title;
}

/**
 * The code a traveller quotes for a booking: the agent locator prefixed H- for a multi-city flight
 * (spec: products §9), otherwise the booking's locator. A watch has none.
 */
export function tripConfirmationCode(trip: Trip): string | undefined {
  const flight = trip.flight?.itinerary;
  if (flight?.tripType === 'multi_city') {
    const agentLocator = flight.locators?.agent ?? trip.locator;
    return agentLocator === undefined ? undefined : multiCityConfirmationCode(agentLocator);
  }
  return trip.locator;
}
