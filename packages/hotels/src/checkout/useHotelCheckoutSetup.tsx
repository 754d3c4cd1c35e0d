import Alert from '@mui/material/Alert';
import { hotelsCheckoutProduct, type HotelTrip } from '@wayfare/booking';
import { checkoutBreakdown, type ProductCheckoutSetup } from '@wayfare/checkout';
import { TripSummaryCard } from '@wayfare/ui';
import {
  hotelCheckoutLines,
  hotelCheckoutTexts,
  noHotelResultsFilters,
  routePaths,
  staysAvailabilityPath,
  staysBookPath,
  staysConfirmPath,
  staysShopPath,
  type ChosenRoomRate,
  type HotelBooking,
  type HotelPriceQuote,
  type HotelShop,
  type MobileCheckoutStep,
} from '@wayfare/domain';
import { useNavigate } from 'react-router-dom';
import { loadConfirmationPage } from '../confirmation/loadConfirmationPage';
import { HotelCheckoutRoom } from './HotelCheckoutRoom';
import { hotelCheckoutSummary } from './hotelCheckoutSummary';
import { HotelReviewDetails } from './HotelReviewDetails';

export interface HotelCheckoutSetupInput {
  readonly trip: HotelTrip;
  readonly hotel: HotelShop;
  /** The rate the room select offered, which the checkout books. */
  readonly chosen: ChosenRoomRate;
  readonly nights: number;
  readonly isTravelApp: boolean;
  readonly bookStep: MobileCheckoutStep | undefined;
  readonly assignLocation: (path: string) => void;
  readonly pollDelaysMs: readonly number[] | undefined;
}

/**
 * The hotel checkout as the shared checkout screen shows it: the hotel's summary, the room's
 * breakdown (room, premium, taxes), the room and the hotel's rules, why travel credits are not
 * offered on a pay-at-hotel Premier or Lifestyle stay (products §5), and the hotel routes.
 */
export function useHotelCheckoutSetup({
  trip,
  hotel,
  chosen,
  nights,
  isTravelApp,
  bookStep,
  assignLocation,
  pollDelaysMs,
}: HotelCheckoutSetupInput): ProductCheckoutSetup<HotelTrip, HotelPriceQuote, HotelBooking> {
  const navigate = useNavigate();
  return {
    product: hotelsCheckoutProduct,
    summary: <TripSummaryCard {...hotelCheckoutSummary(hotel, trip)} />,
    breakdownOf: (checkout) => {
      const { lines, total } = hotelCheckoutLines(chosen, nights, checkout.quote.quote);
      return checkoutBreakdown(
        lines.map((line) => ({ ...line, kind: 'charge' })),
        total,
        checkout,
      );
    },
    details: <HotelCheckoutRoom chosen={chosen} />,
    reviewDetails: <HotelReviewDetails hotel={hotel} chosen={chosen} />,
    paymentNotice: (checkout) =>
      checkout.wallet.isCreditRefused && (
        <Alert severity="info">{hotelCheckoutTexts.creditRefused}</Alert>
      ),
    termsOfServiceUrl: routePaths.terms,
    isTravelApp,
    bookStep,
    routes: {
      toSearchResults: () =>
        void navigate(
          trip.placeTerm
            ? staysAvailabilityPath({ ...trip, filters: noHotelResultsFilters })
            : routePaths.stays,
        ),
      toShop: () => void navigate(staysShopPath(trip)),
      mobileStepPath: (step) => staysBookPath({ ...trip, bookStep: step }),
      confirmationPath: (booking) => staysConfirmPath(booking.id.value),
      loadConfirmation: loadConfirmationPage,
    },
    assignLocation,
    pollDelaysMs,
  };
}
