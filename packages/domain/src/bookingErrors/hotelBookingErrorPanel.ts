import type { CheckoutErrorPanel } from '../checkout/errorPanels';
import type { PurchaseError } from '../vacationRentals/priceQuote';
import { hotelBookingErrorGroup, type HotelBookingErrorGroup } from './hotelBookingErrorGroup';

const panelOfGroup: Record<
  HotelBookingErrorGroup,
  (error: PurchaseError, supportPhone: string) => CheckoutErrorPanel
> = {
  cvv: (error) => ({
    kind: 'payment-verification',
    failure: 'InvalidCVV',
    ...(error.message ? { firstErrorMessage: error.message } : {}),
  }),
  address: (error) => ({
    kind: 'payment-verification',
    failure: 'InvalidAddress',
    ...(error.message ? { firstErrorMessage: error.message } : {}),
  }),
  payment: (error) => ({
    kind: 'payment-verification',
    failure: 'Other',
    ...(error.message ? { firstErrorMessage: error.message } : {}),
  }),
  fraud: (_error, supportPhone) => ({ kind: 'fraud', supportPhone }),
  'redemption-failure': () => ({ kind: 'redemption-failure' }),
  travelers: (error) => ({ kind: 'travelers', reason: error.code }),
  'search-again': () => ({ kind: 'default' }),
  provider: () => ({ kind: 'generic' }),
  'price-changed': () => ({ kind: 'price-changed' }),
  'rate-limited': (_error, supportPhone) => ({ kind: 'booking-refused', supportPhone }),
};

/**
 * The panel a hotel booking's failure shows (STATES.md §29): its code's group decides, so every
 * code of the catalogue has one panel, and a code it does not name is the default panel.
 */
export function hotelFulfilErrorPanel(
  error: PurchaseError,
  supportPhone: string,
): CheckoutErrorPanel {
  return panelOfGroup[hotelBookingErrorGroup(error.code)](error, supportPhone);
}
