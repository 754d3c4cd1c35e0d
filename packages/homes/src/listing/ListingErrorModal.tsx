import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { sharedTexts } from '@wayfare/domain';

export interface ListingErrorModalProps {
  readonly open: boolean;
  /** Acknowledges the failure and goes to the landing path. */
  readonly onReturn: () => void;
}

/** The error modal's texts: spec: platform §8 "Shop error modal: title and subtitle wording not shown" (ours). */
export const listingErrorTexts = {
  title: "We couldn't open this vacation rental",
  subtitle:
    'It may no longer be available for booking. Explore other properties to find your stay.',
} as const;

/**
 * spec: platform §2 "If the fetch finished with no listing, an error modal appears with a single
 * button back to the landing path." It has no other way out: the page behind it has nothing to show.
 */
export function ListingErrorModal({ open, onReturn }: ListingErrorModalProps) {
  return (
    <Dialog
      open={open}
      aria-labelledby="listing-error-title"
      aria-describedby="listing-error-subtitle"
      maxWidth="xs"
    >
      <DialogTitle id="listing-error-title">{listingErrorTexts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="listing-error-subtitle">
          {listingErrorTexts.subtitle}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onReturn}>
          {sharedTexts.exploreProperties}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
