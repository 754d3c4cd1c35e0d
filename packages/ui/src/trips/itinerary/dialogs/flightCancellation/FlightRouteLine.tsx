import Typography from '@mui/material/Typography';
import type { FlightCancelBooking } from './flightCancelBooking';
import { flightCancellationTexts } from './flightCancellationTexts';

export interface FlightRouteLineProps {
  readonly booking: Pick<FlightCancelBooking, 'flightTitle' | 'confirmationCode'>;
}

/** Which flight the step is about: its route, and the booking's confirmation code. */
export function FlightRouteLine({ booking }: FlightRouteLineProps) {
  const { flightTitle, confirmationCode } = booking;
  return (
    <Typography variant="body2" color="text.secondary" data-part="flight">
      {confirmationCode === undefined
        ? flightTitle
        : flightCancellationTexts.routeAndCode(flightTitle, confirmationCode)}
    </Typography>
  );
}
