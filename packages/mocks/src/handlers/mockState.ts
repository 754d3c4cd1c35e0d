import {
  openCsrfSession,
  restoreCsrfSession,
  snapshotCsrfSession,
  type CsrfSessionSnapshot,
} from './csrfSession';
import {
  resetFaultsState,
  restoreFaultsState,
  snapshotFaultsState,
  type FaultsStateSnapshot,
} from './faults';
import {
  resetListingCalendarState,
  restoreListingCalendarState,
  snapshotListingCalendarState,
  type ListingCalendarStateSnapshot,
} from './listingCalendarState';
import {
  resetPaymentsState,
  restorePaymentsState,
  snapshotPaymentsState,
  type PaymentsStateSnapshot,
} from './paymentsState';
import {
  resetPurchaseState,
  restorePurchaseState,
  snapshotPurchaseState,
  type PurchaseStateSnapshot,
} from './purchaseState';
import {
  resetTravelersState,
  restoreTravelersState,
  snapshotTravelersState,
  type TravelersStateSnapshot,
} from './travelersState';
import {
  resetTripsState,
  restoreTripsState,
  snapshotTripsState,
  type TripsStateSnapshot,
} from './tripsState';
import {
  resetWishlistsState,
  restoreWishlistsState,
  snapshotWishlistsState,
  type WishlistsStateSnapshot,
} from './wishlistsState';

/**
 * Forgets everything the fake backend remembered (quotes, bookings and the nights they took, saved
 * travelers, cards, wishlists, changes to trips, the `once` faults already failed) and opens the
 * happy path's session again (its CSRF token, in the page's cookie too): between tests, so none
 * sees another's state.
 * The browser keeps it for the tab's session (`mockStateStorage.ts`).
 *
 * This, the snapshot and the restore act on the current session scope (`sessionScope.ts`): the
 * one default scope everywhere but in the Node HTTP backend, where each browser session has its own.
 */
export function resetMockState(): void {
  openCsrfSession();
  resetPurchaseState();
  resetListingCalendarState();
  resetTravelersState();
  resetPaymentsState();
  resetWishlistsState();
  resetTripsState();
  resetFaultsState();
}

/** Everything the fake backend remembers, as plain JSON. */
export interface MockStateSnapshot {
  readonly csrf: CsrfSessionSnapshot;
  readonly purchase: PurchaseStateSnapshot;
  readonly listingCalendar: ListingCalendarStateSnapshot;
  readonly travelers: TravelersStateSnapshot;
  readonly payments: PaymentsStateSnapshot;
  readonly wishlists: WishlistsStateSnapshot;
  readonly trips: TripsStateSnapshot;
  readonly faults: FaultsStateSnapshot;
}

export function snapshotMockState(): MockStateSnapshot {
  return {
    csrf: snapshotCsrfSession(),
    purchase: snapshotPurchaseState(),
    listingCalendar: snapshotListingCalendarState(),
    travelers: snapshotTravelersState(),
    payments: snapshotPaymentsState(),
    wishlists: snapshotWishlistsState(),
    trips: snapshotTripsState(),
    faults: snapshotFaultsState(),
  };
}

/**
 * Takes up everything a snapshot remembered, the CSRF session included (its token, in the page's
 * cookie too). Throws on a snapshot without one of its parts.
 */
export function restoreMockState(snapshot: MockStateSnapshot): void {
  restoreCsrfSession(snapshot.csrf);
  restorePurchaseState(snapshot.purchase);
  restoreListingCalendarState(snapshot.listingCalendar);
  restoreTravelersState(snapshot.travelers);
  restorePaymentsState(snapshot.payments);
  restoreWishlistsState(snapshot.wishlists);
  restoreTripsState(snapshot.trips);
  restoreFaultsState(snapshot.faults);
}

export {
  resetPaymentsState,
  resetPurchaseState,
  resetTravelersState,
  resetTripsState,
  resetWishlistsState,
};
