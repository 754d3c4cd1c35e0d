import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { NewCardBilling } from '@wayfare/domain';
import { useId, type Ref } from 'react';
import { AddCardForm } from './AddCardForm';

export interface AddCardDialogProps {
  /** Whether the card form is shown. */
  readonly open: boolean;
  /** The card is being verified (spec: platform §4 Payment verification): Save shows progress. */
  readonly isSaving: boolean;
  /**
   * The element the card vault's own fields (number, expiry, CVV) go in, between the name and the
   * postal code: the page mounts the vault's frame there (`useAddCard` of @wayfare/booking).
   */
  readonly cardFieldsRef: Ref<HTMLDivElement>;
  /** Called with the checked name and postal code; the page has the vault tokenise the card. */
  readonly onSubmit: (billing: NewCardBilling) => void;
  /** Called on Cancel, Escape or a click outside (not while saving). */
  readonly onClose: () => void;
}

/**
 * A modal form to add a card: name, the card vault's frame with number, expiry and CVV, and
 * billing postal code, each checked before Save. The card's number and CVV are typed in the
 * vault's frame, never in the page; the frame and the form unmount when the dialog closes, so
 * nothing typed outlives it. Full screen below 960 px.
 */
export function AddCardDialog({
  open,
  isSaving,
  cardFieldsRef,
  onSubmit,
  onClose,
}: AddCardDialogProps) {
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
      <AddCardForm
        isSaving={isSaving}
        cardFieldsRef={cardFieldsRef}
        onSubmit={onSubmit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
