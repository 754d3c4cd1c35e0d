import { homesCheckoutProduct, useBookingEnvironment, type HomesTrip } from '@wayfare/booking';
import type { ProductCheckoutSetup } from '@wayfare/checkout';
import {
  backToSearchResultsQuery,
  checkoutStepPath,
  confirmationPath,
  listingPath,
  routePaths,
  searchResultsPath,
  type CheckoutQuery,
  type PriceQuote,
  type Reservation,
  type VacationRentalListing,
} from '@wayfare/domain';
import { TripSummaryCard } from '@wayfare/ui';
import { useNavigate } from 'react-router-dom';
import { loadConfirmationPage } from '../confirmation/loadConfirmationPage';
import { useBottomBarPosition } from '../widget/widgetHost';
import { useHomesBookingEvents } from '../widget/homesBookingEvents';
import { checkoutBreakdownOf } from './checkoutBreakdownLines';
import { CheckoutHouseRules } from './CheckoutHouseRules';
import { tripSummaryOf } from './checkoutSummary';
import { MobileReviewDetails } from './MobileReviewDetails';

export interface HomesCheckoutSetupInput {
  readonly listing: VacationRentalListing;
  readonly query: CheckoutQuery;
  readonly assignLocation: (path: string) => void;
  readonly pollDelaysMs: readonly number[] | undefined;
}

/**
 * The vacation-rental checkout as the shared checkout screen shows it: the listing's summary,
 * breakdown, house rules and need to know, and the routes of platform §2 (the listing, the search
 * results, the confirmation, bookStep in travel-app mode).
 */
export function useHomesCheckoutSetup({
  listing,
  query,
  assignLocation,
  pollDelaysMs,
}: HomesCheckoutSetupInput): ProductCheckoutSetup<HomesTrip, PriceQuote, Reservation> {
  const navigate = useNavigate();
  const { now, timeZone } = useBookingEnvironment();
  const { onBooked } = useHomesBookingEvents();
  const bottomBarPosition = useBottomBarPosition();
  return {
    product: homesCheckoutProduct,
    summary: <TripSummaryCard {...tripSummaryOf(listing, query)} />,
    breakdownOf: (checkout) => checkoutBreakdownOf(listing, query, checkout),
    details: <CheckoutHouseRules listing={listing} />,
    reviewDetails: <MobileReviewDetails listing={listing} />,
    termsOfServiceUrl: listing.termsOfService?.url ?? routePaths.terms,
    isTravelApp: query.isTravelApp,
    bookStep: query.bookStep,
    routes: {
      toSearchResults: () =>
        void navigate(searchResultsPath(backToSearchResultsQuery(query, { now: now(), timeZone }))),
      toShop: () => void navigate(listingPath(query)),
      mobileStepPath: (step) => checkoutStepPath(query, step),
      confirmationPath: (reservation, { isMobile }) =>
        confirmationPath({
          isTravelApp: query.isTravelApp,
          isMobile,
          reservationId: reservation.id.value,
        }),
      loadConfirmation: loadConfirmationPage,
    },
    ...(onBooked ? { onBooked } : {}),
    bottomBarPosition,
    assignLocation,
    pollDelaysMs,
  };
}
