import { TravelerDialogFrame } from './TravelerDialogFrame';
import type { TravelerProfile } from '@wayfare/domain';
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
  return (
    <TravelerDialogFrame
      open={open}
      title={traveler ? travelerTexts.editTravelerTitle : travelerTexts.addTravelerTitle}
      isSaving={isSaving}
      saveFailed={saveFailed}
      texts={travelerTexts}
      onClose={onClose}
      onExited={onExited}
    >
      {(formId) => (
        // Made again for each traveler opened, so nothing typed for one is shown for another.
        <TravelerForm
          key={traveler?.id ?? 'new'}
          id={formId}
          traveler={traveler}
          disabled={isSaving}
          onSubmit={onSubmit}
        />
      )}
    </TravelerDialogFrame>
  );
}
