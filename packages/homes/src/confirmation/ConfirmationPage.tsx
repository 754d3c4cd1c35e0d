import Container from '@mui/material/Container';
import { useExperiment, usePortalHref, useReservation, useSessionInfo } from '@wayfare/booking';
import {
  landingPath,
  parseConfirmationQuery,
  routePaths,
  unlistedRoutePaths,
} from '@wayfare/domain';
import { BookingConfirmation } from '@wayfare/ui';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { VacationRentalsLoading } from '../routes/VacationRentalsGate';
import { useWidgetHost } from '../widget/widgetHost';
import { confirmationDetailsOf } from './confirmationDetails';

/**
 * The booking confirmation (spec: platform §2 "Confirmation page"): the reservation the checkout
 * kept, its number, the email it goes to, the earn string and what to book next. Without a
 * reservation the page goes to the landing path.
 */
export function ConfirmationPage() {
  const [searchParams] = useSearchParams();
  const { reservationId } = parseConfirmationQuery(searchParams);
  const details = confirmationDetailsOf(useLocation().state);
  const reservation = useReservation(reservationId, useWidgetHost().checkoutStorage);
  const session = useSessionInfo();
  const trees = useExperiment('trees');
  const portalHref = usePortalHref();

  if (reservationId === undefined || reservation.data === null || reservation.isError)
    return <Navigate to={landingPath} replace />;
  if (!reservation.data || session.isPending) return <VacationRentalsLoading />;

  const { listing } = reservation.data;
  const email = details.email ?? session.data?.userInfo?.email ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <BookingConfirmation
        email={email}
        reservationId={reservation.data.id.value}
        listingName={listing.content.name}
        photo={listing.content.media[0]}
        stayDates={reservation.data.stayDates}
        earnText={details.earnText}
        showTrees={trees === 'on'}
        collection={reservation.data.listingCollection ?? listing.listingCollection}
        bookAFlightHref={portalHref(unlistedRoutePaths.flights)}
        rentACarHref={portalHref(routePaths.cars)}
        myTripsHref={portalHref(unlistedRoutePaths.trips)}
      />
    </Container>
  );
}
