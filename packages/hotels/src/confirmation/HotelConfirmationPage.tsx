import Container from '@mui/material/Container';
import { useExperiment, useHotelBooking, usePortalHref, useSessionInfo } from '@wayfare/booking';
import {
  hotelConfirmationBanners,
  parseStaysConfirmQuery,
  routePaths,
  unlistedRoutePaths,
  type HotelConfirmationResult,
} from '@wayfare/domain';
import { BookingConfirmation, PageLoading, type BookingOutcome } from '@wayfare/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { HotelBookingDetails } from './HotelBookingDetails';

const outcomeOf: Record<HotelConfirmationResult, BookingOutcome> = {
  Confirmed: 'confirmed',
  Pending: 'pending',
  Unavailable: 'unavailable',
};

/**
 * A hotel booking's confirmation (ours: /stays/book/confirm/?bookingId=; products §3 confirmation
 * results, STATES §20 hotels/confirmation/*): the booking the checkout kept, with the banner of
 * what the hotel answered, the stay, the room and its payment, and what to book next. Without a
 * booking the page goes to the hotels.
 */
export function HotelConfirmationPage() {
  const [searchParams] = useSearchParams();
  const { bookingId } = parseStaysConfirmQuery(searchParams);
  const booking = useHotelBooking(bookingId);
  const session = useSessionInfo();
  const trees = useExperiment('trees');
  const portalHref = usePortalHref();

  if (bookingId === undefined || booking.data === null || booking.isError)
    return <Navigate to={routePaths.stays} replace />;
  if (!booking.data || session.isPending) return <PageLoading label="Loading your booking" />;

  const { data } = booking;
  const collection = data.lodgingCollection === 'NoCollection' ? undefined : data.lodgingCollection;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <BookingConfirmation
        outcome={outcomeOf[data.confirmationResult]}
        bannerText={hotelConfirmationBanners[data.confirmationResult]}
        email={data.emailAddress ?? session.data?.userInfo?.email ?? ''}
        reservationId={data.id.value}
        listingName={data.lodgingName}
        photo={data.lodging.media[0]}
        stayDates={{ from: data.pricing.checkInDate, until: data.pricing.checkOutDate }}
        showTrees={trees === 'on' && data.confirmationResult !== 'Unavailable'}
        collection={collection}
        bookAFlightHref={portalHref(unlistedRoutePaths.flights)}
        rentACarHref={portalHref(routePaths.cars)}
        myTripsHref={portalHref(unlistedRoutePaths.trips)}
      >
        <HotelBookingDetails booking={data} />
      </BookingConfirmation>
    </Container>
  );
}
