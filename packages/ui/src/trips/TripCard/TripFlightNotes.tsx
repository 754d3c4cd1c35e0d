import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TripFlight } from '@wayfare/domain';
import { useId } from 'react';
import { itineraryTagLabels } from '../tripLabels';
import { tripsHubTexts, voidWindowTexts } from '../tripsHubTexts';

export interface TripFlightNotesProps {
  /** The flight of the trip: its itinerary tags, void state, purchase country and tickets. */
  readonly flight: TripFlight;
}

/**
 * What a booked flight says besides its facts: its itinerary tags (spec: products §3) as a list of
 * chips, the void window where the booking can still be voided (products §9, by the country it was
 * bought in), and a note on a virtual-interline itinerary (products §2 "virtual interline").
 */
export function TripFlightNotes({ flight }: TripFlightNotesProps) {
  const tagsId = useId();
  const { tags, voidState, multiTicketType } = flight.itinerary;
  return (
    <>
      {tags.length > 0 && (
        <Box>
          <Typography id={tagsId} variant="caption" color="text.secondary" component="p">
            {tripsHubTexts.itineraryTags}
          </Typography>
          <Box
            component="ul"
            aria-labelledby={tagsId}
            sx={{
              m: 0,
              mt: 0.5,
              p: 0,
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.5,
            }}
          >
            {tags.map((tag) => (
              <Box component="li" key={tag} data-tag={tag}>
                <Chip size="small" variant="outlined" label={itineraryTagLabels[tag]} />
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {voidState === 'PreTicketVoidable' && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-void-window={flight.purchaseCountry}
        >
          {voidWindowTexts[flight.purchaseCountry]}
        </Typography>
      )}
      {multiTicketType === 'virtualInterline' && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <InfoOutlined fontSize="small" aria-hidden />
          {tripsHubTexts.virtualInterline}
        </Typography>
      )}
    </>
  );
}
