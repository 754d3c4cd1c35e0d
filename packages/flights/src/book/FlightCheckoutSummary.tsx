import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  flightCheckoutTexts,
  noFlightShopFilters,
  routeTitle,
  type FlightsBookQuery,
} from '@wayfare/domain';
import type { FlightNames } from '@wayfare/ui';
import { ChosenFlights } from '../shop/ChosenFlights';
import type { ChosenFlight } from '../shop/useChosenFlights';
import { passengersText } from './passengersText';

export interface FlightCheckoutSummaryProps {
  readonly query: FlightsBookQuery;
  /** One chosen flight per leg. */
  readonly flights: readonly ChosenFlight[];
  readonly flightNames: FlightNames;
}

/**
 * The trip the checkout books (products §2 "trip summary"): its route title (products §9, three
 * cities then an ellipsis), who flies, and each leg's flight and fare with "Change", which opens
 * that leg's list again.
 */
export function FlightCheckoutSummary({ query, flights, flightNames }: FlightCheckoutSummaryProps) {
  const { search } = query;
  const city = (code: string) => flightNames.airports?.[code] ?? code;
  const cities = [search.legs[0]?.origin ?? '', ...search.legs.map((leg) => leg.destination)];
  return (
    <Box component="section" aria-labelledby="flight-checkout-route">
      <Typography id="flight-checkout-route" component="h2" variant="h4">
        {routeTitle(cities.map(city))}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {passengersText(search.passengers)}
      </Typography>
      <ChosenFlights
        query={{ ...query, filters: noFlightShopFilters }}
        chosen={flights}
        label={flightCheckoutTexts.chosenLabel}
      />
    </Box>
  );
}
