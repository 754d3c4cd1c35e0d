import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlightSlice } from '@wayfare/domain';
import { useId } from 'react';
import { TripFacts } from '../../TripFacts';
import type { FlightNames } from '../flightNames';
import { itineraryTexts } from '../itineraryTexts';
import { FlightSegmentDetails } from './FlightSegmentDetails';
import { sliceRoute } from './sliceRoute';

export interface FlightSliceDetailsProps {
  readonly slice: FlightSlice;
  /** "Outbound", "Return", "Leg 2 of 4" (itineraryTexts' sliceTitle). */
  readonly title: string;
  /** Its heading's level in the page or the modal. */
  readonly headingLevel: 2 | 3 | 4;
  readonly flightNames?: FlightNames;
  readonly locale: string;
}

/**
 * One slice of a flight (spec: products §3 "slices with segments"): its title and route as a
 * heading, its cabin and fare, then its flights in order, each with its layover.
 */
export function FlightSliceDetails({
  slice,
  title,
  headingLevel,
  flightNames,
  locale,
}: FlightSliceDetailsProps) {
  const headingId = useId();
  const cabin = slice.segments[0]?.cabinClassName;
  return (
    <Box component="section" aria-labelledby={headingId} data-part="slice">
      <Typography
        id={headingId}
        component={`h${headingLevel}`}
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {`${title}: ${sliceRoute(slice)}`}
      </Typography>
      <TripFacts
        facts={[
          cabin !== undefined && { term: itineraryTexts.cabin, value: cabin },
          { term: itineraryTexts.fare, value: slice.fareShelf.shortBrandName },
        ]}
      />
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
      >
        {slice.segments.map((segment, index) => (
          // A segment has no id; its place in the slice is stable.
          <li key={index}>
            <FlightSegmentDetails segment={segment} flightNames={flightNames} locale={locale} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
