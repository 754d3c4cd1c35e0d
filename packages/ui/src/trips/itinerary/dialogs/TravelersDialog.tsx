import Typography from '@mui/material/Typography';
import type { TripTraveler } from '@wayfare/domain';
import { travelersDialogTexts } from '../itineraryTexts';
import { TravelerList } from '../TravelerList';
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
        <TravelerList travelers={travelers} label={travelersDialogTexts.title} />
      )}
    </ItineraryInfoDialog>
  );
}
