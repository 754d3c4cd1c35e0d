import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  flightAddOnTexts,
  flightCheckoutTexts,
  flightConfirmationTexts,
  formatFiat,
  routeTitle,
  type FlightBooking,
} from '@wayfare/domain';
import { flightCardTexts, formatLocalClockTime, formatTripDay, TripFacts } from '@wayfare/ui';

export interface FlightBookingSummaryProps {
  readonly booking: FlightBooking;
}

/**
 * What was booked: the route, each leg's day, times, airlines and fare, the airline's
 * confirmation code once ticketed, who flies, the protection bought with it, and what was paid.
 */
export function FlightBookingSummary({ booking }: FlightBookingSummaryProps) {
  const { legs } = booking;
  const cities = [legs[0]?.originCity ?? '', ...legs.map((leg) => leg.destinationCity)];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="flight-booking-route"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="flight-booking-route" component="h2" variant="h5">
          {routeTitle(cities)}
        </Typography>
        <Typography>
          {booking.locator
            ? flightConfirmationTexts.airlineLocator(booking.locator)
            : flightConfirmationTexts.awaitingLocator}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {flightConfirmationTexts.flightsHeading}
        </Typography>
        <List dense disablePadding>
          {legs.map((leg) => (
            <ListItem key={leg.fareId} disableGutters>
              <ListItemText
                primary={`${flightCardTexts.route(leg.origin, leg.destination)}, ${formatTripDay(leg.departure.slice(0, 10))}`}
                secondary={`${flightCardTexts.times(formatLocalClockTime(leg.departure), formatLocalClockTime(leg.arrival))} · ${leg.airlineCodes.join(', ')} · ${leg.shortBrandName}`}
              />
            </ListItem>
          ))}
        </List>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {flightConfirmationTexts.passengersHeading}
        </Typography>
        <List dense disablePadding>
          {booking.passengers.map((passenger, index) => (
            <ListItem key={`${passenger.givenName}-${passenger.surname}-${index}`} disableGutters>
              <ListItemText
                primary={`${passenger.givenName} ${passenger.surname}`}
                secondary={flightCheckoutTexts.fares[passenger.kind]}
              />
            </ListItem>
          ))}
        </List>
        {booking.pricing.addOns.length > 0 && (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {flightConfirmationTexts.addOnsHeading}
            </Typography>
            <List dense disablePadding>
              {booking.pricing.addOns.map(({ addOnId, amount }) => (
                <ListItem key={addOnId} disableGutters>
                  <ListItemText
                    primary={flightAddOnTexts.titles[addOnId]}
                    secondary={formatFiat(amount)}
                  />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <TripFacts
          facts={[
            { term: flightConfirmationTexts.paidHeading, value: formatFiat(booking.total.fiat) },
          ]}
        />
      </Stack>
    </Paper>
  );
}
