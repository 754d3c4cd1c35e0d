import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { SatisfactionAnswer } from './SatisfactionSurvey';

export interface SatisfactionSurveyDialogProps {
  /** Whether the survey is shown. */
  readonly open: boolean;
  /** Called on Close, Escape or a click outside. */
  readonly onClose: () => void;
  /** Called with the traveller's rating and comment when they send it. */
  readonly onSubmit: (answer: SatisfactionAnswer) => void;
}

const ratingLabels = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

/** The survey itself, loaded when the feedback button is first pressed. */
export function SatisfactionSurveyDialog({
  open,
  onClose,
  onSubmit,
}: SatisfactionSurveyDialogProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The send button goes with the form: focus moves to Close rather than to the page.
  useEffect(() => {
    if (sent) closeRef.current?.focus();
  }, [sent]);
  const titleId = useId();
  const ratingId = useId();
  const close = () => {
    onClose();
    if (sent) {
      setSent(false);
      setRating(null);
      setComment('');
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{sent ? 'Thank you!' : 'How are we doing?'}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Typography role="status">Your feedback helps us make Wayfare better.</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Stack spacing={0.5}>
              <Typography id={ratingId} component="span">
                How satisfied are you with booking travel here today?
              </Typography>
              <Rating
                aria-labelledby={ratingId}
                value={rating}
                onChange={(_event, value) => setRating(value)}
                getLabelText={(value) => `${value} of 5: ${ratingLabels[value - 1] ?? ''}`}
                size="large"
              />
            </Stack>
            <TextField
              label="Anything we could do better? (optional)"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {sent ? (
          <Button onClick={close} ref={closeRef}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={close}>Not now</Button>
            <Button
              variant="contained"
              disabled={rating === null}
              onClick={() => {
                if (rating === null) return;
                onSubmit({ rating, comment: comment.trim() });
                setSent(true);
              }}
            >
              Send feedback
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
