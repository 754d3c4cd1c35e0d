import { resetPaymentsState } from './paymentsState';
import { resetPurchaseState } from './purchaseState';
import { resetTravelersState } from './travelersState';

/**
 * Forgets everything the fake backend remembered (quotes, bookings, saved travelers, cards):
 * between tests, so none sees another's state. The browser keeps it for the session.
 */
export function resetMockState(): void {
  resetPurchaseState();
  resetTravelersState();
  resetPaymentsState();
}

export { resetPaymentsState, resetPurchaseState, resetTravelersState };
