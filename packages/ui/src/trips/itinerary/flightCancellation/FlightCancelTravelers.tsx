import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TripTraveler } from '@wayfare/domain';
import { useId } from 'react';
import { flightCancellationTexts as texts } from './flightCancellationTexts';

export interface FlightCancelTravelersProps {
  /** Every traveler of the booking: all of them are cancelled (products §1). */
  readonly travelers: readonly TripTraveler[];
}

/**
 * Who is cancelled: every traveler on the booking, by name and kind (spec: products §1 "online
 * cancellation covers all passengers").
 */
export function FlightCancelTravelers({ travelers }: FlightCancelTravelersProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {texts.travelersHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.coversEveryone(travelers.length)}
      </Typography>
      <List dense disablePadding aria-label={texts.travelersList}>
        {travelers.map((traveler, index) => (
          // Names are a booking's own: two travelers could share one.
          <ListItem key={`${traveler.name}-${index}`} disableGutters divider>
            <ListItemText primary={traveler.name} secondary={traveler.kind} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
