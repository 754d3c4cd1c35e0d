import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { ErrorPanelAction, ErrorPanelContent } from '@wayfare/domain';
import { ErrorPanel } from '@wayfare/ui';

export interface CheckoutErrorDialogProps {
  /** The panel to show; none closes the dialog. */
  readonly content: ErrorPanelContent | undefined;
  readonly onAction: (action: ErrorPanelAction) => void;
  /** Escape or a click outside: given only where closing is the same as the panel's way out. */
  readonly onClose?: () => void;
}

/**
 * A checkout error panel in a modal (spec: platform §8): focus moves to its title, so the
 * traveller hears what went wrong, and stays in the panel until one of its actions is chosen.
 */
export function CheckoutErrorDialog({ content, onAction, onClose }: CheckoutErrorDialogProps) {
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
