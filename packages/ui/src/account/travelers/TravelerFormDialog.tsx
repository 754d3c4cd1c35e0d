import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TravelerProfile } from '@wayfare/domain';
import { useId } from 'react';
import { TravelerForm } from './TravelerForm';
import type { TravelerDraft } from './travelerFormValues';
import { travelerTexts } from './travelerTexts';

export interface TravelerFormDialogProps {
  /** Whether the traveler form is shown. */
  readonly open: boolean;
  /** The traveler edited; none adds a new one. */
  readonly traveler?: TravelerProfile | undefined;
  /** The traveler is being saved: the form waits and cannot be closed. */
  readonly isSaving: boolean;
  /** The last save failed: said above the buttons, the form kept as typed. */
  readonly saveFailed?: boolean;
  /** Called with the checked traveler; the page saves it, then closes the dialog. */
  readonly onSubmit: (traveler: TravelerDraft) => void;
  /** Cancel, Escape or a click outside (not while saving). */
  readonly onClose: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/**
 * Adds or edits a traveler in a modal (ours: the spec does not show the account screens'
 * layout): name, date of birth and gender as in the checkout, contact, passport, hotel loyalty,
 * frequent-flyer numbers and special assistance. Full screen below 960 px.
 */
export function TravelerFormDialog({
  open,
  traveler,
  isSaving,
  saveFailed = false,
  onSubmit,
  onClose,
  onExited,
}: TravelerFormDialogProps) {
  const titleId = useId();
  const formId = useId();
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
      maxWidth="md"
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>
        {traveler ? travelerTexts.editTravelerTitle : travelerTexts.addTravelerTitle}
      </DialogTitle>
      <DialogContent dividers>
        {/* Made again for each traveler opened, so nothing typed for one is shown for another. */}
        <TravelerForm
          key={traveler?.id ?? 'new'}
          id={formId}
          traveler={traveler}
          disabled={isSaving}
          onSubmit={onSubmit}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {saveFailed && (
          <Alert severity="error" sx={{ flexBasis: '100%' }}>
            {travelerTexts.saveError}
          </Alert>
        )}
        <Button onClick={onClose} disabled={isSaving}>
          {travelerTexts.cancel}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isSaving}>
          {travelerTexts.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
