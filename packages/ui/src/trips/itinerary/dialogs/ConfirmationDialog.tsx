import Typography from '@mui/material/Typography';
import { defaultLocale, defaultTimeZone, type Trip } from '@wayfare/domain';
import { useId } from 'react';
import { formatTripInstant } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { tripStatusLabels } from '../../tripLabels';
import { tripConfirmationCode } from '../../tripTitle';
import { airlineName, type FlightNames } from '../flightNames';
import { confirmationDialogTexts, itineraryTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface ConfirmationDialogProps extends ItineraryDialogBaseProps {
  /** The booked trip whose confirmation is shown. */
  readonly trip: Trip;
  /** Names of the airlines whose confirmation codes are listed. */
  readonly flightNames?: FlightNames;
  /** The locale the booking date is written in (en-US by default, products §9). */
  readonly locale?: string;
  /** The traveller's time zone, for the booking date (America/Toronto by default). */
  readonly timeZone?: string;
}

/**
 * The "confirmation" modal (spec: products §2): the booking's confirmation code (H- and the agent
 * locator for a multi-city flight, products §9), its status, each airline's own code, the host's
 * code of a home, where the confirmation was sent and when the trip was booked.
 */
export function ConfirmationDialog({
  trip,
  flightNames,
  locale = defaultLocale,
  timeZone = defaultTimeZone,
  ...dialog
}: ConfirmationDialogProps) {
  const airlinesId = useId();
  const code = tripConfirmationCode(trip);
  const airlineCodes = trip.flight?.itinerary.locators?.airline ?? [];
  const hostCode = trip.home?.hostConfirmationCode;
  return (
    <ItineraryInfoDialog {...dialog} title={confirmationDialogTexts.title}>
      <TripFacts
        facts={[
          code !== undefined && { term: itineraryTexts.confirmationCode, value: code },
          { term: itineraryTexts.status, value: tripStatusLabels[trip.status] },
          hostCode !== undefined && { term: confirmationDialogTexts.hostCode, value: hostCode },
          { term: itineraryTexts.email, value: trip.email },
          {
            term: itineraryTexts.bookedOn,
            value: formatTripInstant(trip.bookedAt, locale, timeZone),
          },
        ]}
      />
      {airlineCodes.length > 0 && (
        <section aria-labelledby={airlinesId}>
          <Typography
            id={airlinesId}
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {confirmationDialogTexts.airlineCodes}
          </Typography>
          <TripFacts
            facts={airlineCodes.map(({ airlineCode, locator }) => ({
              term: airlineName(airlineCode, flightNames),
              value: locator,
            }))}
          />
        </section>
      )}
    </ItineraryInfoDialog>
  );
}
