import Typography from '@mui/material/Typography';
import type { TripTraveler } from '@wayfare/domain';
import { useId } from 'react';
import { TravelerList } from '../../TravelerList';
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
      <TravelerList travelers={travelers} label={texts.travelersList} dense />
    </section>
  );
}
