import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Trip, TripCancellationEvent } from '@wayfare/domain';
import { exchangeRequestedNotice } from './itinerary/dialogs/flightExchange/flightExchangeTexts';
import { tripCancellationEventLabels } from './tripLabels';
import { tripsHubTexts } from './tripsHubTexts';

/** spec: products §8 cancellation events: how each reads. */
const cancellationEventSeverities: Record<TripCancellationEvent, AlertColor> = {
  CancellationAttemptOk: 'success',
  CancellationAttemptFailed: 'error',
  CancellationFeesApplicable: 'warning',
};

export interface TripNoticesProps {
  /** The trip: its offer, last cancellation event and schedule change are shown. */
  readonly trip: Trip;
  /** The traveller asks to review the schedule change; without it the notice has no button. */
  readonly onReviewScheduleChange?: (trip: Trip) => void;
  /** The id of the trip's title, which tells apart the buttons of several cards. */
  readonly titleId: string;
}

/**
 * What a trip's card and its itinerary details tell beyond its facts: the trip's offer (Trips with offers), its last
 * cancellation event (products §8), a change of the flight the traveller asked for, with the agents
 * (products §2 "exchange flight"), and an airline's schedule change awaiting the traveller
 * (products §2 "schedule change"). They are notes of the card, not live alerts: a list of cards
 * that announced each on load would talk over itself.
 */
export function TripNotices({ trip, onReviewScheduleChange, titleId }: TripNoticesProps) {
  const { offer, cancellationEvent } = trip;
  const scheduleChange = trip.flight?.scheduleChange;
  const exchangeRequest = trip.flight?.exchangeRequest;
  return (
    <>
      {offer && (
        <Box
          data-offer
          sx={{ display: 'flex', gap: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <LocalOfferOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {tripsHubTexts.offer}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {offer.title}
            </Typography>
            <Typography variant="body2">{offer.description}</Typography>
          </Box>
        </Box>
      )}
      {cancellationEvent && (
        <Alert
          role="note"
          severity={cancellationEventSeverities[cancellationEvent]}
          data-cancellation-event={cancellationEvent}
        >
          {tripCancellationEventLabels[cancellationEvent]}
        </Alert>
      )}
      {exchangeRequest && (
        <Alert role="note" severity="info" data-exchange-requested={exchangeRequest.requestedAt}>
          {exchangeRequestedNotice}
        </Alert>
      )}
      {scheduleChange && (
        <Alert
          role="note"
          severity="warning"
          data-schedule-change
          // Above the card's link, which covers the card: the button must take its own clicks.
          sx={{ position: 'relative', zIndex: 2, flexWrap: 'wrap' }}
          action={
            onReviewScheduleChange && (
              <Button
                color="inherit"
                size="small"
                aria-describedby={titleId}
                onClick={() => onReviewScheduleChange(trip)}
              >
                {tripsHubTexts.reviewScheduleChange}
              </Button>
            )
          }
        >
          {tripsHubTexts.scheduleChangeNotice}
        </Alert>
      )}
    </>
  );
}
