import { openCsrfSession } from './csrfSession';
import { resetFaultsState } from './faults';
import { resetListingCalendarState } from './listingCalendarState';
import { resetPaymentsState } from './paymentsState';
import { resetPurchaseState } from './purchaseState';
import { resetTravelersState } from './travelersState';
import { resetWishlistsState } from './wishlistsState';

/**
 * Forgets everything the fake backend remembered (quotes, bookings and the nights they took, saved
 * travelers, cards, wishlists, the `once` faults already failed) and opens the happy path's session
 * again (its CSRF token, in the page's cookie too): between tests, so none sees another's state.
 * The browser keeps it for the session.
 */
export function resetMockState(): void {
  openCsrfSession();
  resetPurchaseState();
  resetListingCalendarState();
  resetTravelersState();
  resetPaymentsState();
  resetWishlistsState();
  resetFaultsState();
}

export { resetPaymentsState, resetPurchaseState, resetTravelersState, resetWishlistsState };
