import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { itineraryDialogTexts } from '../itineraryTexts';

export interface DialogDoneProps {
  /** What was done, in a sentence or two. */
  readonly children: ReactNode;
  readonly onDone: () => void;
}

/**
 * A modal's success: what was done, and Done. The form and its button went, so focus moves to
 * Done, which the message describes: the traveller hears what happened where they are.
 */
export function DialogDone({ children, onDone }: DialogDoneProps) {
  const messageId = useId();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    done.current?.focus();
  }, []);
  return (
    <>
      <DialogContent dividers>
        <Typography id={messageId} role="status" component="div">
          {children}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button ref={done} variant="contained" aria-describedby={messageId} onClick={onDone}>
          {itineraryDialogTexts.done}
        </Button>
      </DialogActions>
    </>
  );
}
