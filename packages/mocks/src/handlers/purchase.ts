import { flightPassengersHandlers } from './flightPassengers';
import type { FlightPassengersBehaviour } from './flightPassengerRefusals';
import { fulfilHandlers, type FulfilBehaviour } from './fulfil';
import { mainGuestHandlers } from './mainGuest';
import { quoteHandlers, type QuoteBehaviour } from './quote';

/** How a scenario bends the purchase calls; each part defaults to the happy path. */
export interface PurchaseBehaviour {
  readonly quote?: QuoteBehaviour;
  readonly fulfil?: FulfilBehaviour;
  readonly flightPassengers?: FlightPassengersBehaviour;
}

/**
 * The purchase area: quote, main guest (a flight's passengers) and booking. The happy path: the
 * quote poll answers Pending once, then Success priced from the listing's fixture for the stay and
 * guests (a hotel's rooms, a flight's fares); the main guest or the passengers are added; the
 * booking poll answers Pending once, then a reservation (a hotel's or a flight's booking).
 */
export function purchaseHandlers(behaviour: PurchaseBehaviour = {}) {
  return [
    ...quoteHandlers(behaviour.quote),
    ...mainGuestHandlers(),
    ...flightPassengersHandlers(behaviour.flightPassengers),
    ...fulfilHandlers(behaviour.fulfil),
  ];
}
