import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { ErrorPanelAction, ErrorPanelContent } from '@wayfare/domain';
import { ErrorPanel } from './ErrorPanel';

export interface ErrorPanelDialogProps {
  /** The panel to show (`errorPanelContent` of @wayfare/domain); none closes the dialog. */
  readonly content: ErrorPanelContent | undefined;
  /** The panel's buttons (spec: platform §8 "Button actions"). */
  readonly onAction: (action: ErrorPanelAction) => void;
  /** Escape or a click outside: given only where closing is the same as the panel's way out. */
  readonly onClose?: (() => void) | undefined;
}

/**
 * An error panel in a modal (spec: platform §8): the checkout's panels and a failed card
 * verification on the account page. Focus moves to its title, so the traveller hears what went
 * wrong, and stays in the panel until one of its actions is chosen.
 */
export function ErrorPanelDialog({ content, onAction, onClose }: ErrorPanelDialogProps) {
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
