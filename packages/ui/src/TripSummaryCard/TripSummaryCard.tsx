import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  formatTimeOfDay,
  guestsSummary,
  nightsBetween,
  nightsText,
  stayDatesText,
  type Guests,
  type StayDates,
} from '@wayfare/domain';
import { useId } from 'react';

export interface TripSummaryCardProps {
  /** The listing's name, the card's heading. */
  readonly listingName: string;
  /** The listing's main photo; without one the card shows its text alone. */
  readonly photo?: { readonly url: string; readonly alt: string };
  /** Where the listing is, e.g. "Kennebunkport, Maine". */
  readonly location: string;
  /** Check-in and check-out dates, with the number of nights. */
  readonly stayDates: StayDates;
  /** Who is travelling: adults, children and pets, as the search asked. */
  readonly guests: Guests;
  /** The listing's check-in time, HH:mm (shown as h:mm A, spec: platform §9). */
  readonly checkInTime?: string;
  /** The listing's check-out time, HH:mm. */
  readonly checkOutTime?: string;
  /** The heading level of the listing's name in the page outline. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The checkout's trip summary card (spec: platform §2 "Checkout, desktop" and "Checkout, mobile"):
 * photo, listing name, location, stay dates with the nights, guests, and the check-in and
 * check-out times when the listing gives them.
 */
export function TripSummaryCard({
  listingName,
  photo,
  location,
  stayDates,
  guests,
  checkInTime,
  checkOutTime,
  headingLevel = 2,
}: TripSummaryCardProps) {
  const headingId = useId();
  const facts: { term: string; details: string }[] = [
    {
      term: 'Dates',
      details: `${stayDatesText(stayDates)} (${nightsText(nightsBetween(stayDates.from, stayDates.until))})`,
    },
    { term: 'Guests', details: guestsSummary(guests) },
    ...(checkInTime ? [{ term: 'Check-in', details: formatTimeOfDay(checkInTime) }] : []),
    ...(checkOutTime ? [{ term: 'Check-out', details: formatTimeOfDay(checkOutTime) }] : []),
  ];
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'flex-start' }}
    >
      {photo && (
        <Box
          component="img"
          src={photo.url}
          alt={photo.alt}
          sx={{
            width: { xs: 96, md: 144 },
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
            bgcolor: 'action.hover',
          }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={headingId} component={`h${headingLevel}`} variant="h6">
          {listingName}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {location}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            m: 0,
            mt: 1.5,
            typography: 'body2',
            '& dt': { fontWeight: 600 },
            '& dd': { m: 0 },
          }}
        >
          {facts.map(({ term, details }) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{details}</dd>
            </Box>
          ))}
        </Box>
      </Box>
    </Card>
  );
}
