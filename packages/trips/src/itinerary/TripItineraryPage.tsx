import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBookingEnvironment, useTrip, useTripActions } from '@wayfare/booking';
import { parseTripItineraryQuery, tenantSettings, tripsPath } from '@wayfare/domain';
import { ErrorPanel, PageLoading, TripItinerary } from '@wayfare/ui';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ScheduleChangeReview, useScheduleChangeReview } from '../hub/ScheduleChangeReview';
import { tripsFailure } from '../tripsFailure';
import { tripsTexts } from '../tripsTexts';

/**
 * One trip's itinerary details (ours: /trips/itinerary/?tripId=; products §2 modals): the trip
 * of any kind with the modals of its parts, loading, failed with a retry, or not found.
 */
export function TripItineraryPage() {
  const [search] = useSearchParams();
  const { tripId } = parseTripItineraryQuery(search);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Button
          component={RouterLink}
          to={tripsPath()}
          startIcon={<ArrowBackRounded />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {tripsTexts.backToTrips}
        </Button>
        {tripId === undefined ? <TripNotFound /> : <TripItineraryOf tripId={tripId} />}
      </Stack>
    </Container>
  );
}

function TripNotFound() {
  return (
    <Stack spacing={1}>
      <Typography variant="h1">{tripsTexts.tripNotFoundTitle}</Typography>
      <Typography color="text.secondary">{tripsTexts.tripNotFoundSubtitle}</Typography>
    </Stack>
  );
}

function TripItineraryOf({ tripId }: { readonly tripId: string }) {
  const { now, timeZone, tenant } = useBookingEnvironment();
  const trip = useTrip(tripId);
  const actions = useTripActions(tripId);
  const scheduleChange = useScheduleChangeReview();
  const panelRef = useRef<HTMLDivElement>(null);
  switch (trip.status) {
    case 'loading':
      return <PageLoading label={tripsTexts.itineraryLoading} />;
    case 'not-found':
      return <TripNotFound />;
    case 'failed':
      return (
        <div ref={panelRef} tabIndex={-1}>
          <ErrorPanel
            content={tripsFailure(tripsTexts.itineraryFailedSubtitle)}
            onAction={() => {
              panelRef.current?.focus();
              trip.retry();
            }}
          />
        </div>
      );
    case 'ready':
      return (
        <>
          <title>{`${trip.data.title} | ${tripsTexts.heading} | Wayfare`}</title>
          <TripItinerary
            trip={trip.data}
            now={now()}
            timeZone={timeZone}
            actions={actions}
            supportPhone={tenantSettings(tenant).supportPhone}
            onReviewScheduleChange={scheduleChange.open}
          />
          <ScheduleChangeReview review={scheduleChange} />
        </>
      );
  }
}
