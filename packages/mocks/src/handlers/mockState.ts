import { resetPaymentsState } from './paymentsState';
import { resetPurchaseState } from './purchaseState';
import { resetTravelersState } from './travelersState';
import { resetWishlistsState } from './wishlistsState';

/**
 * Forgets everything the fake backend remembered (quotes, bookings, saved travelers, cards, wishlists):
 * between tests, so none sees another's state. The browser keeps it for the session.
 */
export function resetMockState(): void {
  resetPurchaseState();
  resetTravelersState();
  resetPaymentsState();
  resetWishlistsState();
}

export { resetPaymentsState, resetPurchaseState, resetTravelersState, resetWishlistsState };
