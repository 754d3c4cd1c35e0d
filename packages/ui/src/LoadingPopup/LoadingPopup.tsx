import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface LoadingPopupProps {
  /** Whether the wait is shown; it closes by itself when the call answers. */
  readonly open: boolean;
  /** One of `loadingMessages` of @wayfare/domain: the spec's two checkout waits. */
  readonly message: string;
}

/**
 * A modal wait while checkout talks to the server (spec: platform §2). It has no close: neither
 * Escape nor the backdrop dismisses it,
 * so a second click cannot start a second booking.
 */
export function LoadingPopup({ open, message }: LoadingPopupProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={messageId}
      slotProps={{ paper: { 'aria-busy': true } }}
      fullWidth
      maxWidth="xs"
    >
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 5 }}
      >
        <CircularProgress size={56} aria-labelledby={messageId} />
        <Typography id={messageId} variant="h3" component="p" sx={{ textAlign: 'center' }}>
          {message}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
