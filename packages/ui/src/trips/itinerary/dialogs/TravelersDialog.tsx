import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TripTraveler } from '@wayfare/domain';
import { travelersDialogTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface TravelersDialogProps extends ItineraryDialogBaseProps {
  /** The booking's travelers, in its order. */
  readonly travelers: readonly TripTraveler[];
}

/** The "travelers" modal (spec: products §2): each traveler of the booking, with their kind. */
export function TravelersDialog({ travelers, ...dialog }: TravelersDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={travelersDialogTexts.title}>
      {travelers.length === 0 ? (
        <Typography>{travelersDialogTexts.none}</Typography>
      ) : (
        <List disablePadding aria-label={travelersDialogTexts.title}>
          {travelers.map((traveler, index) => (
            // Names are a booking's own: two travelers could share one.
            <ListItem key={`${traveler.name}-${index}`} disableGutters divider>
              <ListItemText primary={traveler.name} secondary={traveler.kind} />
            </ListItem>
          ))}
        </List>
      )}
    </ItineraryInfoDialog>
  );
}
