import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { IsoDate, NewCard } from '@wayfare/domain';
import { useId } from 'react';
import { AddCardForm } from './AddCardForm';

export interface AddCardDialogProps {
  /** Whether the card form is shown. */
  readonly open: boolean;
  /** The card is being verified (spec: platform §4 Payment verification): Save shows progress. */
  readonly isSaving: boolean;
  /** Today, in the booking's time zone: a card that expired before this month is refused. */
  readonly today: IsoDate;
  /** Called with the checked card; the page tokenises and verifies it, then closes the dialog. */
  readonly onSubmit: (card: NewCard) => void;
  /** Called on Cancel, Escape or a click outside (not while saving). */
  readonly onClose: () => void;
}

/**
 * A modal form to add a card: name, number, expiry, CVV and billing postal code, each checked
 * before Save. The card's details live only in the form, which unmounts when the dialog closes,
 * so nothing typed outlives it. Full screen below 960 px.
 */
export function AddCardDialog({ open, isSaving, today, onSubmit, onClose }: AddCardDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Add a new card</DialogTitle>
      <AddCardForm isSaving={isSaving} today={today} onSubmit={onSubmit} onCancel={onClose} />
    </Dialog>
  );
}
