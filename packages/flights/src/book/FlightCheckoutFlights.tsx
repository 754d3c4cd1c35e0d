import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { flightCheckoutTexts, type FlightSearch } from '@wayfare/domain';
import { FlightSliceDetails, sliceTitle, type FlightNames } from '@wayfare/ui';
import { sliceOf } from '../shop/sliceOf';
import type { ChosenFlight } from '../shop/useChosenFlights';

export interface FlightCheckoutFlightsProps {
  readonly search: FlightSearch;
  readonly flights: readonly ChosenFlight[];
  readonly flightNames: FlightNames;
}

/**
 * Each leg's flights and fare in full (products §2 "review flight details"): times in each
 * airport's clock, layovers, the fare's bags, changes and cancellation, what its taxes hold.
 */
export function FlightCheckoutFlights({
  search,
  flights,
  flightNames,
}: FlightCheckoutFlightsProps) {
  return (
    <Stack component="section" aria-labelledby="flight-checkout-flights" spacing={2}>
      <Typography id="flight-checkout-flights" component="h2" variant="h5">
        {flightCheckoutTexts.flightsHeading}
      </Typography>
      {flights.map(({ option, fare }, legIndex) => (
        <Paper key={fare.fareId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <FlightSliceDetails
            slice={sliceOf(option, fare)}
            title={sliceTitle(search.tripType, legIndex, search.legs.length)}
            headingLevel={3}
            flightNames={flightNames}
            locale="en-US"
          />
        </Paper>
      ))}
      <Typography variant="body2" color="text.secondary">
        {flightCheckoutTexts.taxesIncluded}
      </Typography>
    </Stack>
  );
}
