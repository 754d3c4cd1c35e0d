import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Trip } from '@wayfare/domain';
import { useId, useState, type ReactNode } from 'react';
import { stopWatchingTexts } from '../tripsHubTexts';
import { tripTitle } from '../tripTitle';

export interface StopWatchingDialogProps {
  /** The watch the traveller asked to stop; the dialog is open while there is one. */
  readonly trip: Trip | undefined;
  /** Stopping is under way: its button shows it, and nothing can be pressed twice or dismissed. */
  readonly isPending?: boolean;
  /** Why the last attempt failed, shown above the buttons; the traveller may try again. */
  readonly error?: ReactNode;
  /** The traveller confirms: stop watching this trip's price. */
  readonly onConfirm: (trip: Trip) => void;
  /** The traveller keeps watching: Keep watching, Escape or a click outside. */
  readonly onCancel: () => void;
  /**
   * Called once the dialog has gone. Focus returns by itself to what opened the dialog; a page
   * whose "Stop watching" button went with the watch moves it somewhere that remains.
   */
  readonly onExited?: () => void;
}

/**
 * The "stop watching" modal (spec: products §2; §4 watch states): the question, what stopping
 * does for the watched route, Keep watching and Stop watching. Escape and a click outside keep
 * watching, except while stopping is under way.
 */
export function StopWatchingDialog({
  trip,
  isPending = false,
  error,
  onConfirm,
  onCancel,
  onExited,
}: StopWatchingDialogProps) {
  const titleId = useId();
  const textId = useId();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [shown, setShown] = useState(trip);
  if (trip !== undefined && trip !== shown) setShown(trip);
  return (
    <Dialog
      open={trip !== undefined}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{stopWatchingTexts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown !== undefined && stopWatchingTexts.text(tripTitle(shown))}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={isPending}>
          {stopWatchingTexts.cancel}
        </Button>
        <Button
          variant="contained"
          loading={isPending}
          onClick={() => trip !== undefined && onConfirm(trip)}
        >
          {stopWatchingTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
