import { changeEmailTexts } from '../itineraryTexts';
import { DialogDone } from './DialogDone';
import { EmailForm } from './EmailForm';
import { ItineraryDialog, type ItineraryDialogBaseProps } from './ItineraryDialog';
import { useAsyncAction } from './useAsyncAction';

export interface ChangeEmailDialogProps extends ItineraryDialogBaseProps {
  /** The booking's confirmation email now. */
  readonly currentEmail: string;
  /** Makes the address given the booking's email; rejects when it could not. */
  readonly onChangeEmail: (email: string) => Promise<void>;
}

/** Case does not make another mailbox of an address's domain, and rarely of its name. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The "change email" modal (spec: products §2): the current address, a field for the new one,
 * checked (an address, not the current one) before it is sent; while it is saved nothing can be
 * pressed twice or closed; a failure says so and keeps the address; once saved, it says so.
 */
export function ChangeEmailDialog({
  currentEmail,
  onChangeEmail,
  onExited,
  ...dialog
}: ChangeEmailDialogProps) {
  const change = useAsyncAction((to: string) => onChangeEmail(to).then(() => to));
  const { state } = change;
  return (
    <ItineraryDialog
      {...dialog}
      title={changeEmailTexts.title}
      busy={state.status === 'pending'}
      onExited={() => {
        change.reset();
        onExited?.();
      }}
    >
      {state.status === 'succeeded' ? (
        <DialogDone onDone={dialog.onClose}>{changeEmailTexts.saved(state.result)}</DialogDone>
      ) : (
        <EmailForm
          intro={changeEmailTexts.current(currentEmail)}
          label={changeEmailTexts.email}
          initialValue=""
          submitLabel={changeEmailTexts.save}
          extraError={(email) =>
            sameAddress(email, currentEmail) ? changeEmailTexts.unchanged : undefined
          }
          isPending={state.status === 'pending'}
          failure={state.status === 'failed' ? changeEmailTexts.failed : undefined}
          onSubmit={change.run}
          onCancel={dialog.onClose}
        />
      )}
    </ItineraryDialog>
  );
}
