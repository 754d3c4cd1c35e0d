import Container from '@mui/material/Container';
import { useFlightBooking, usePortalHref, useSessionInfo } from '@wayfare/booking';
import {
  flightConfirmationBanners,
  flightConfirmationTexts,
  parseFlightsConfirmQuery,
  routePaths,
  unlistedRoutePaths,
} from '@wayfare/domain';
import { BookingConfirmation, PageLoading } from '@wayfare/ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FlightBookingSummary } from './FlightBookingSummary';

/**
 * A flight booking's confirmation (ours: /flights/book/confirm/?bookingId=): the booking the
 * checkout kept, ticketed or still being ticketed (products §4 ticket status), its flights,
 * passengers and payment, and what to book next. Without a booking the page goes to the search.
 */
export function FlightConfirmationPage() {
  const [searchParams] = useSearchParams();
  const { bookingId } = parseFlightsConfirmQuery(searchParams);
  const booking = useFlightBooking(bookingId);
  const session = useSessionInfo();
  const portalHref = usePortalHref();

  if (bookingId === undefined || booking.data === null || booking.isError)
    return <Navigate to={unlistedRoutePaths.flights} replace />;
  if (!booking.data || session.isPending)
    return <PageLoading label={flightConfirmationTexts.loading} />;

  const { data } = booking;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <BookingConfirmation
        outcome={data.ticketingStatus === 'Ticketed' ? 'confirmed' : 'pending'}
        bannerText={flightConfirmationBanners[data.ticketingStatus]}
        email={data.emailAddress ?? session.data?.userInfo?.email ?? ''}
        reservationId={data.id.value}
        summary={<FlightBookingSummary booking={data} />}
        showTrees={false}
        bookAFlightHref={portalHref(unlistedRoutePaths.flights)}
        rentACarHref={portalHref(routePaths.cars)}
        myTripsHref={portalHref(unlistedRoutePaths.trips)}
      />
    </Container>
  );
}
