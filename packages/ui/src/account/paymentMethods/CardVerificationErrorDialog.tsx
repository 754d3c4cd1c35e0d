import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { ErrorPanelAction, ErrorPanelContent } from '@wayfare/domain';
import { ErrorPanel } from '../../ErrorPanel';

export interface CardVerificationErrorDialogProps {
  /**
   * The panel of a failed verification (`errorPanelContent` of the payment-verification panel:
   * "CVV Error", "Address Verification Error" or "Error Adding Payment Method"); none closes it.
   */
  readonly content: ErrorPanelContent | undefined;
  /** The panel's button: "Edit Payment Information" (spec: platform §8). */
  readonly onAction: (action: ErrorPanelAction) => void;
  /** Escape or a click outside: back to the page, the card not added. */
  readonly onClose: () => void;
}

/**
 * A failed card verification outside the checkout (spec: platform §8 Payment verification): the
 * error panel in a modal, its title focused so the traveller hears what went wrong.
 */
export function CardVerificationErrorDialog({
  content,
  onAction,
  onClose,
}: CardVerificationErrorDialogProps) {
  return (
    <Dialog
      open={content !== undefined}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'aria-label': content?.title } }}
    >
      <DialogContent>
        {content && <ErrorPanel content={content} onAction={onAction} focusTitleOnMount />}
      </DialogContent>
    </Dialog>
  );
}
