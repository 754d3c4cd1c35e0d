import type { TravelerProfile } from '@wayfare/domain';
import { ConfirmDeleteDialog } from '../../ConfirmDeleteDialog';
import { travelerName } from './TravelerCard';

export interface DeleteTravelerDialogProps {
  /** The traveler to delete; the dialog is open while there is one. */
  readonly traveler: TravelerProfile | undefined;
  /** The deletion is under way: Delete shows it and nothing can be pressed twice. */
  readonly isDeleting?: boolean;
  /** Delete was pressed: called with the traveler to delete. */
  readonly onConfirm: (traveler: TravelerProfile) => void;
  /** Cancel, Escape or a click outside: nothing is deleted. */
  readonly onCancel: () => void;
  /** Called once the dialog has gone, so the page can put focus back where it belongs. */
  readonly onExited?: () => void;
}

/** "Delete {name}?" with Delete and Cancel (ours): a traveler is not deleted by a stray click. */
export function DeleteTravelerDialog({ traveler, ...rest }: DeleteTravelerDialogProps) {
  return (
    <ConfirmDeleteDialog
      item={traveler}
      title={(shown) => `Delete ${travelerName(shown)}?`}
      text={(shown) => `${travelerName(shown)} will be removed from your saved travelers.`}
      {...rest}
    />
  );
}
