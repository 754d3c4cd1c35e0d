import Typography from '@mui/material/Typography';
import { virtualInterlineTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export type VirtualInterlineDialogProps = ItineraryDialogBaseProps;

/**
 * The "virtual interline" modal (spec: products §2; §3 multiTicketType virtualInterline): the trip
 * is separate tickets of airlines that do not partner, and what that means for the traveller.
 */
export function VirtualInterlineDialog(dialog: VirtualInterlineDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={virtualInterlineTexts.title}>
      <Typography>{virtualInterlineTexts.text}</Typography>
      <Typography>{virtualInterlineTexts.advice}</Typography>
    </ItineraryInfoDialog>
  );
}
