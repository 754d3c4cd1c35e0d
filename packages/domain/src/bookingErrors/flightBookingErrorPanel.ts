import type { CheckoutErrorPanel } from '../checkout/errorPanels';
import type { PurchaseError } from '../vacationRentals/priceQuote';
import { flightBookingErrorGroup, type FlightBookingErrorGroup } from './flightBookingErrorGroup';

const panelOfGroup: Record<
  FlightBookingErrorGroup,
  (error: PurchaseError, supportPhone: string) => CheckoutErrorPanel
> = {
  'card-not-found': (_error, supportPhone) => ({ kind: 'card-not-found', supportPhone }),
  fraud: (_error, supportPhone) => ({ kind: 'fraud', supportPhone }),
  'redemption-failure': () => ({ kind: 'redemption-failure' }),
  payment: (error) => ({
    kind: 'payment-verification',
    failure: 'Other',
    ...(error.message ? { firstErrorMessage: error.message } : {}),
  }),
  // The airline's own limit on a price rise was passed: a new quote shows the new total.
  'price-change': () => ({ kind: 'price-changed' }),
  travelers: (error) => ({ kind: 'travelers', reason: error.code }),
  'search-again': () => ({ kind: 'default' }),
  // The quote the booking held is gone: only a new search gives another.
  'session-expired': () => ({ kind: 'default' }),
  'ticketing-pending': () => ({ kind: 'ticketing-pending' }),
  generic: () => ({ kind: 'generic' }),
};

/**
 * The panel a flight booking's failure shows (STATES.md §28): its code's group decides, so every
 * code of the catalogue has one panel, and a code it does not name is the generic error.
 */
export function flightFulfilErrorPanel(
  error: PurchaseError,
  supportPhone: string,
): CheckoutErrorPanel {
  return panelOfGroup[flightBookingErrorGroup(error.code)](error, supportPhone);
}
