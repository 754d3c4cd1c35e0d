import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  countWithUnitText,
  farePrice,
  noFlightShopFilters,
  routeTitle,
  type FlightsBookQuery,
} from '@wayfare/domain';
import {
  FlightSliceDetails,
  flightSearchFormTexts,
  sliceTitle,
  TripFacts,
  type FlightNames,
} from '@wayfare/ui';
import { ChosenFlights } from '../shop/ChosenFlights';
import { sliceOf } from '../shop/sliceOf';
import type { ChosenFlight } from '../shop/useChosenFlights';
import { flightBookTexts } from './flightBookTexts';

export interface FlightTripReviewProps {
  readonly query: FlightsBookQuery;
  /** One chosen flight per leg. */
  readonly flights: readonly ChosenFlight[];
  readonly flightNames: FlightNames;
}

/** "2 adults, 1 infant on lap": who flies, the kinds with none left out. */
function passengersText({ search }: FlightsBookQuery): string {
  return Object.entries(search.passengers)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) =>
      countWithUnitText(
        flightSearchFormTexts.passengerCounts[kind as keyof typeof search.passengers],
        count,
      ),
    )
    .join(', ');
}

/**
 * The trip as chosen (products §2 "trip summary", "review flight details"): its route title
 * (products §9, three cities then an ellipsis), each leg with its flights, times, layovers and
 * fare, each with "Change", who flies, and the price for an adult and for everyone. The last
 * fare's prices are the whole trip's (the shop prices each fare with those chosen before it).
 */
export function FlightTripReview({ query, flights, flightNames }: FlightTripReviewProps) {
  const { search } = query;
  const last = flights.at(-1);
  const city = (code: string) => flightNames.airports?.[code] ?? code;
  const cities = [search.legs[0]?.origin ?? '', ...search.legs.map((leg) => leg.destination)].map(
    city,
  );
  const passengers = passengersText(query);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{flightBookTexts.title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {routeTitle(cities)}
        </Typography>
      </Box>
      <ChosenFlights query={{ ...query, filters: noFlightShopFilters }} chosen={flights} />
      {flights.map(({ option, fare }, legIndex) => (
        <Paper key={fare.fareId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <FlightSliceDetails
            slice={sliceOf(option, fare)}
            title={sliceTitle(search.tripType, legIndex, search.legs.length)}
            headingLevel={2}
            flightNames={flightNames}
            locale="en-US"
          />
        </Paper>
      ))}
      {last && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={flightBookTexts.total(passengers)}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <TripFacts
            facts={[
              { term: flightBookTexts.passengers, value: passengers },
              { term: flightBookTexts.perAdult, value: farePrice(last.fare.amount) },
              { term: flightBookTexts.total(passengers), value: farePrice(last.fare.total) },
            ]}
          />
        </Paper>
      )}
      <Alert severity="info">{flightBookTexts.notBookable}</Alert>
    </Stack>
  );
}
