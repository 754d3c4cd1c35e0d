import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';

/** What every itinerary modal takes from the page. */
export interface ItineraryDialogBaseProps {
  /** Whether the modal is shown. */
  readonly open: boolean;
  /** The traveller closes it: Close, Escape or a click outside (never while a call is under way). */
  readonly onClose: () => void;
  /**
   * Called once the modal has gone. Focus returns by itself to the button that opened it; a page
   * whose button went meanwhile (a cancelled home has no Cancel button) moves it elsewhere.
   */
  readonly onExited?: () => void;
}

export interface ItineraryDialogProps extends ItineraryDialogBaseProps {
  /** The modal's title, which names the dialog (aria-labelledby). */
  readonly title: ReactNode;
  /** A call is under way: Escape and a click outside do not close the modal. */
  readonly busy?: boolean;
  /** The modal's content and buttons: DialogContent and DialogActions, or a form holding both. */
  readonly children: ReactNode;
}

/**
 * The frame of every itinerary modal: a titled dialog, full screen on a phone (below 960 px,
 * platform §9), that keeps focus inside while open and gives it back to what opened it.
 */
export function ItineraryDialog({
  open,
  onClose,
  onExited,
  title,
  busy = false,
  children,
}: ItineraryDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      scroll="paper"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
