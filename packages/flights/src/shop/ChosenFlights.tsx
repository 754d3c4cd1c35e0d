import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { flightsShopPath, noFlightShopFilters, type FlightsShopQuery } from '@wayfare/domain';
import { flightCardTexts, formatLocalClockTime, formatTripDay, sliceTitle } from '@wayfare/ui';
import { Link as RouterLink } from 'react-router-dom';
import type { ChosenFlight } from './useChosenFlights';
import { flightShopTexts } from './flightShopTexts';

export interface ChosenFlightsProps {
  readonly query: FlightsShopQuery;
  /** The flights chosen for the legs before this one; undefined while one loads. */
  readonly chosen: readonly (ChosenFlight | undefined)[];
  /** The section's name: the flight list's "Your flights so far" unless given. */
  readonly label?: string;
}

/**
 * The legs chosen so far, each in a line (its title, day, times and fare) with "Change", which
 * opens that leg's list again, the later choices dropped.
 */
export function ChosenFlights({
  query,
  chosen,
  label = flightShopTexts.chosenLabel,
}: ChosenFlightsProps) {
  const { search } = query;
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, mb: 2 }}>
      <Stack spacing={1}>
        {search.legs.slice(0, query.chosenFareIds.length).map((leg, legIndex) => {
          const flight = chosen[legIndex];
          const first = flight?.option.segments[0];
          const last = flight?.option.segments.at(-1);
          const times =
            first && last
              ? flightCardTexts.times(
                  formatLocalClockTime(first.scheduledDeparture),
                  formatLocalClockTime(last.scheduledArrival),
                )
              : '';
          const title = sliceTitle(search.tripType, legIndex, search.legs.length);
          return (
            <Stack
              key={`${leg.origin}-${leg.destination}-${leg.departureDate}`}
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography>
                {flightShopTexts.chosenFare(
                  title,
                  `${flightCardTexts.route(leg.origin, leg.destination)}, ${formatTripDay(leg.departureDate)}${times ? ` ${times}` : ''}`,
                  flight?.fare.shortBrandName ?? '',
                )}
              </Typography>
              <Button
                component={RouterLink}
                to={flightsShopPath({
                  ...query,
                  chosenFareIds: query.chosenFareIds.slice(0, legIndex),
                  filters: noFlightShopFilters,
                })}
                aria-label={`${flightShopTexts.changeChosen} ${title}`}
              >
                {flightShopTexts.changeChosen}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
