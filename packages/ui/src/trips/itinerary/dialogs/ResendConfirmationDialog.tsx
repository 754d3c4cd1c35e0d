import { resendConfirmationTexts } from '../itineraryTexts';
import { DialogDone } from './DialogDone';
import { EmailForm } from './EmailForm';
import { ItineraryDialog, type ItineraryDialogBaseProps } from './ItineraryDialog';
import { useAsyncAction } from './useAsyncAction';

export interface ResendConfirmationDialogProps extends ItineraryDialogBaseProps {
  /** The booking's confirmation email: the field starts with it, and may be changed. */
  readonly email: string;
  /** Sends the confirmation to the address given; rejects when it could not. */
  readonly onResend: (email: string) => Promise<void>;
}

/**
 * The "resend confirmation" modal (spec: products §2): the email field, prefilled with the
 * booking's, and Resend; while it sends nothing can be pressed twice or closed; a failure says so
 * and keeps the address; once sent, it says where.
 */
export function ResendConfirmationDialog({
  email,
  onResend,
  onExited,
  ...dialog
}: ResendConfirmationDialogProps) {
  const resend = useAsyncAction((to: string) => onResend(to).then(() => to));
  const { state } = resend;
  return (
    <ItineraryDialog
      {...dialog}
      title={resendConfirmationTexts.title}
      busy={state.status === 'pending'}
      onExited={() => {
        resend.reset();
        onExited?.();
      }}
    >
      {state.status === 'succeeded' ? (
        <DialogDone onDone={dialog.onClose}>
          {resendConfirmationTexts.sent(state.result)}
        </DialogDone>
      ) : (
        <EmailForm
          intro={resendConfirmationTexts.intro}
          label={resendConfirmationTexts.email}
          initialValue={email}
          submitLabel={resendConfirmationTexts.send}
          isPending={state.status === 'pending'}
          failure={state.status === 'failed' ? resendConfirmationTexts.failed : undefined}
          onSubmit={resend.run}
          onCancel={dialog.onClose}
        />
      )}
    </ItineraryDialog>
  );
}
