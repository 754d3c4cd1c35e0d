import { fulfilHandlers, type FulfilBehaviour } from './fulfil';
import { mainGuestHandlers } from './mainGuest';
import { quoteHandlers, type QuoteBehaviour } from './quote';

/** How a scenario bends the purchase calls; each part defaults to the happy path. */
export interface PurchaseBehaviour {
  readonly quote?: QuoteBehaviour;
  readonly fulfil?: FulfilBehaviour;
}

/**
 * The purchase area: quote, main guest and booking. The happy path: the quote poll answers
 * Pending once, then Success priced from the listing's fixture for the stay and guests; the main
 * guest is added; the booking poll answers Pending once, then a reservation.
 */
export function purchaseHandlers(behaviour: PurchaseBehaviour = {}) {
  return [
    ...quoteHandlers(behaviour.quote),
    ...mainGuestHandlers(),
    ...fulfilHandlers(behaviour.fulfil),
  ];
}
