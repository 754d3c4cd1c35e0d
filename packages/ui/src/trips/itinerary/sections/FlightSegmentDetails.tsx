import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlightSegment } from '@wayfare/domain';
import { formatLocalDateTime } from '../../formatTripDates';
import { TripFacts } from '../../TripFacts';
import { airlineName, airportLabel, flightLabel, type FlightNames } from '../flightNames';
import { durationText, itineraryTexts } from '../itineraryTexts';

export interface FlightSegmentDetailsProps {
  readonly segment: FlightSegment;
  readonly flightNames?: FlightNames;
  readonly locale: string;
}

/** Whether two airlines sell and fly a segment: the operating one is said too. */
const isCodeshare = ({ marketingAirline, operatingAirline }: FlightSegment) =>
  marketingAirline.code !== operatingAirline.code ||
  marketingAirline.flightNumber !== operatingAirline.flightNumber;

/**
 * One flight of a slice (spec: products §3 segments): the airline and number it is sold under,
 * its departure and arrival in each airport's local time (the airline's updated time where it
 * moved), "+1 day" when it lands on a later day, who operates it, its technical stops, and the
 * layover after it.
 */
export function FlightSegmentDetails({ segment, flightNames, locale }: FlightSegmentDetailsProps) {
  const departure = segment.updatedDeparture ?? segment.scheduledDeparture;
  const arrival = segment.updatedArrival ?? segment.scheduledArrival;
  const plusDays = segment.plusDays ?? 0;
  const arrivalText = `${formatLocalDateTime(arrival, locale)} · ${airportLabel(segment.destination.locationCode, flightNames)}`;
  return (
    <Box data-flight={`${segment.marketingAirline.code}${segment.marketingAirline.flightNumber}`}>
      <Typography sx={{ fontWeight: 600 }}>
        {flightLabel(segment.marketingAirline, flightNames)}
      </Typography>
      <TripFacts
        facts={[
          {
            term: itineraryTexts.departs,
            value: `${formatLocalDateTime(departure, locale)} · ${airportLabel(segment.origin.locationCode, flightNames)}`,
          },
          {
            term: itineraryTexts.arrives,
            value:
              plusDays > 0 ? `${arrivalText} · ${itineraryTexts.plusDays(plusDays)}` : arrivalText,
          },
        ]}
      />
      {isCodeshare(segment) && (
        <Typography variant="body2" color="text.secondary">
          {itineraryTexts.operatedBy(
            `${airlineName(segment.operatingAirline.code, flightNames)} (${segment.operatingAirline.code} ${segment.operatingAirline.flightNumber})`,
          )}
        </Typography>
      )}
      {segment.stops > 0 && (
        <Typography variant="body2" color="text.secondary">
          {itineraryTexts.technicalStops(segment.stops)}
        </Typography>
      )}
      {segment.stopoverDurationMinutes !== undefined && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }} data-part="layover">
          <Typography variant="body2">
            {itineraryTexts.layover(
              durationText(segment.stopoverDurationMinutes),
              airportLabel(segment.destination.locationCode, flightNames),
            )}
          </Typography>
          {segment.isSelfTransferLayover && (
            <Typography variant="body2" color="text.secondary">
              {itineraryTexts.selfTransfer}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
