import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { itineraryDialogTexts } from '../itineraryTexts';
import { ItineraryDialog, type ItineraryDialogBaseProps } from './ItineraryDialog';

export interface ItineraryInfoDialogProps extends ItineraryDialogBaseProps {
  readonly title: string;
  /** What the modal shows. */
  readonly children: ReactNode;
}

/** A modal that only shows something (codes, times, a policy): its content and a Close button. */
export function ItineraryInfoDialog({ title, children, ...dialog }: ItineraryInfoDialogProps) {
  return (
    <ItineraryDialog title={title} {...dialog}>
      {/* Focusable, so a keyboard scrolls what is longer than the screen (a five-leg itinerary). */}
      <DialogContent
        dividers
        tabIndex={0}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={dialog.onClose}>{itineraryDialogTexts.close}</Button>
      </DialogActions>
    </ItineraryDialog>
  );
}
