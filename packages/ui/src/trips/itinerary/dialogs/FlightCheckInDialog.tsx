import Typography from '@mui/material/Typography';
import { defaultLocale, type TripFlight } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { airlineName, airportLabel, type FlightNames } from '../flightNames';
import { checkInTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface FlightCheckInDialogProps extends ItineraryDialogBaseProps {
  /** The trip's flight: its airlines' confirmation codes and its first departure. */
  readonly flight: TripFlight;
  /** Names of the airlines and airports its codes stand for. */
  readonly flightNames?: FlightNames;
  /** The locale times are written in (en-US by default, products §9). */
  readonly locale?: string;
}

/**
 * The "check-in" modal of a flight (spec: products §2): travellers check in with the airline, so
 * it gives each airline's confirmation code (or says it comes with the ticket) and when and where
 * the first flight leaves, in that airport's local time.
 */
export function FlightCheckInDialog({
  flight,
  flightNames,
  locale = defaultLocale,
  ...dialog
}: FlightCheckInDialogProps) {
  const airlineCodes = flight.itinerary.locators?.airline ?? [];
  const first = flight.itinerary.slices[0]?.segments[0];
  return (
    <ItineraryInfoDialog {...dialog} title={checkInTexts.flightTitle}>
      <Typography>{checkInTexts.flightIntro}</Typography>
      {airlineCodes.length === 0 ? (
        <Typography>{checkInTexts.noAirlineCodes}</Typography>
      ) : (
        <TripFacts
          facts={airlineCodes.map(({ airlineCode, locator }) => ({
            term: airlineName(airlineCode, flightNames),
            value: locator,
          }))}
        />
      )}
      {first && (
        <TripFacts
          facts={[
            {
              term: checkInTexts.firstFlight,
              value: checkInTexts.firstFlightValue(
                formatLocalDateTime(first.updatedDeparture ?? first.scheduledDeparture, locale),
                airportLabel(first.origin.locationCode, flightNames),
              ),
            },
          ]}
        />
      )}
    </ItineraryInfoDialog>
  );
}
