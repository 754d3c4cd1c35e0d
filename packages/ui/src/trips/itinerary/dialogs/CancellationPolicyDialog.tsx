import Typography from '@mui/material/Typography';
import { cancellationPolicyTexts } from '../itineraryTexts';
import type { ItineraryDialogBaseProps } from './ItineraryDialog';
import { ItineraryInfoDialog } from './ItineraryInfoDialog';

export interface CancellationPolicyDialogProps extends ItineraryDialogBaseProps {
  /** The policy, as the experience or the home's booking gave it. */
  readonly policy: string;
}

/** The "cancellation policy" modal of an experience or a home (spec: products §2). */
export function CancellationPolicyDialog({ policy, ...dialog }: CancellationPolicyDialogProps) {
  return (
    <ItineraryInfoDialog {...dialog} title={cancellationPolicyTexts.title}>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{policy}</Typography>
    </ItineraryInfoDialog>
  );
}
