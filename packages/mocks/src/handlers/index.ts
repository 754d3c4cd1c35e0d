import type { RequestHandler } from 'msw';
import { calendarHandlers } from './calendar';
import { conversionHandlers } from './conversion';
import { csrfHandlers } from './csrf';
import { experimentHandlers } from './experiments';
import { flightsHandlers } from './flights';
import { hotelsHandlers } from './hotels';
import { hotelShopHandlers } from './hotelShop';
import { paymentsHandlers } from './payments';
import { policyHandlers } from './policy';
import { purchaseHandlers } from './purchase';
import { rewardsHandlers } from './rewards';
import { searchHandlers } from './search';
import { sessionHandlers } from './session';
import { shopHandlers } from './shop';
import { trackingHandlers } from './tracking';
import { travelersHandlers } from './travelers';
import { tripsHandlers } from './trips';
import { walletHandlers } from './wallet';
import { wishlistsHandlers } from './wishlists';

/**
 * The areas of the fake backend; a scenario overrides whole areas. The CSRF check comes first, so
 * it sees every call before the call's own handler.
 */
export const areas = [
  'csrf',
  'session',
  'experiment',
  'rewards',
  'search',
  'shop',
  'calendar',
  'tracking',
  'purchase',
  'travelers',
  'payments',
  'wallet',
  'conversion',
  'policy',
  'wishlists',
  'trips',
  'hotels',
  'hotelShop',
  'flights',
] as const;
export type Area = (typeof areas)[number];

export type HandlersByArea = Record<Area, RequestHandler[]>;

/** The happy path of every endpoint the client calls, keyed by area. */
export function happyPathHandlers(): HandlersByArea {
  return {
    csrf: csrfHandlers(),
    session: sessionHandlers(),
    experiment: experimentHandlers(),
    rewards: rewardsHandlers(),
    search: searchHandlers(),
    shop: shopHandlers(),
    calendar: calendarHandlers(),
    tracking: trackingHandlers(),
    purchase: purchaseHandlers(),
    travelers: travelersHandlers(),
    payments: paymentsHandlers(),
    wallet: walletHandlers(),
    conversion: conversionHandlers(),
    policy: policyHandlers(),
    wishlists: wishlistsHandlers(),
    trips: tripsHandlers(),
    hotels: hotelsHandlers(),
    hotelShop: hotelShopHandlers(),
    flights: flightsHandlers(),
  };
}

export {
  calendarHandlers,
  flightsHandlers,
  conversionHandlers,
  csrfHandlers,
  experimentHandlers,
  hotelsHandlers,
  hotelShopHandlers,
  paymentsHandlers,
  policyHandlers,
  purchaseHandlers,
  rewardsHandlers,
  searchHandlers,
  sessionHandlers,
  shopHandlers,
  trackingHandlers,
  travelersHandlers,
  tripsHandlers,
  walletHandlers,
  wishlistsHandlers,
};
export type { ConversionBehaviour } from './conversion';
export type { FulfilBehaviour } from './fulfil';
export type { FlightPassengersBehaviour, FlightPassengerRefusal } from './flightPassengerRefusals';
export type { PaymentsBehaviour } from './payments';
export type { PollBehaviour } from './pollStage';
export type { QuotePricing } from './priceQuote';
export type { PurchaseBehaviour } from './purchase';
export type { QuoteBehaviour } from './quote';
export type { TravelersBehaviour } from './travelers';
export type { TripsBehaviour } from './trips';
export type { FlightCancelBehaviour } from './flightCancel';
export type { FlightExchangeBehaviour } from './flightExchange';
export type { WalletBehaviour } from './wallet';
export { defaultWalletDetails } from './wallet';
export { cardTypeOfNumber } from './cardType';
export { reservationIdFor } from './reservation';
export { purchasePaths } from './purchasePaths';
export { cardVaultPath, hostedCardFieldsPagePath, paymentVerifyPath } from './payments';
export { hostedCardFieldsPage, type HostedCardFieldsPageConfig } from './hostedCardFieldsPage';
export { wishlistCallPath } from './wishlists';
export { tripCallPattern } from './trips';
export { flightCancelCallPattern } from './flightCancel';
export {
  flightExchangeCallPattern,
  maxFlightExchangeAttempts,
  requestedExchangeFlow,
} from './flightExchange';
export {
  faultCalls,
  faultHandlers,
  faults,
  type Fault,
  type FaultCall,
  type FaultOptions,
} from './faults';
export { issuedCsrfToken, openCsrfSession } from './csrfSession';
export {
  resetMockState,
  resetPaymentsState,
  resetPurchaseState,
  resetTravelersState,
  resetTripsState,
  resetWishlistsState,
} from './mockState';
export {
  fetchedHostedCardFieldsFrame,
  type FetchedHostedCardFieldsFrame,
} from './fetchedHostedCardFieldsFrame';
