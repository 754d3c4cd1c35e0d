import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Trip, TripTimeState } from '@wayfare/domain';
import type { Ref } from 'react';
import { tripDatesText } from '../formatTripDates';
import { tripKindIcons } from '../tripKindIcons';
import { TripFacts } from '../TripFacts';
import { tripKindLabels, tripStatusLabels, tripTimeStateLabels } from '../tripLabels';
import { tripTimeStateTones } from '../tripTones';
import { tripConfirmationCode, tripTitle } from '../tripTitle';
import { itineraryTexts } from './itineraryTexts';

export interface TripItineraryHeaderProps {
  readonly trip: Trip;
  readonly timeState: TripTimeState;
  readonly locale: string;
  readonly headingLevel: 1 | 2;
  /** The title: focus goes there when a modal closes and the button that opened it has gone. */
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly titleId: string;
}

/**
 * The top of a trip's details: its kind, its title (the route of a flight, three cities then an
 * ellipsis, products §9), its time state (products §4), dates, status and confirmation code. The
 * last cancellation event (products §8) is one of the trip's notices (TripNotices), below it.
 */
export function TripItineraryHeader({
  trip,
  timeState,
  locale,
  headingLevel,
  titleRef,
  titleId,
}: TripItineraryHeaderProps) {
  const KindIcon = tripKindIcons[trip.kind];
  const code = tripConfirmationCode(trip);
  return (
    <Box component="header" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
        >
          <KindIcon fontSize="small" aria-hidden />
          {tripKindLabels[trip.kind]}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          data-part="time-state"
          color={tripTimeStateTones[timeState]}
          label={tripTimeStateLabels[timeState]}
        />
      </Box>
      <Typography
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        component={`h${headingLevel}`}
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', outline: 'none' }}
      >
        {tripTitle(trip)}
      </Typography>
      <Typography color="text.secondary">
        {tripDatesText(trip.dates, locale) ?? itineraryTexts.datesToBeConfirmed}
      </Typography>
      {trip.kind !== 'Watch' && (
        <TripFacts
          facts={[
            { term: itineraryTexts.status, value: tripStatusLabels[trip.status] },
            code !== undefined && { term: itineraryTexts.confirmationCode, value: code },
          ]}
        />
      )}
    </Box>
  );
}
