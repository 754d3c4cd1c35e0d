import type { TravelerEditRequest, TripTraveler } from '@wayfare/domain';
import { travelerEditTexts } from '../itineraryTexts';
import { DialogDone } from './DialogDone';
import { ItineraryDialog, type ItineraryDialogBaseProps } from './ItineraryDialog';
import { TravelerEditForm } from './TravelerEditForm';
import { useAsyncAction } from './useAsyncAction';

export interface RequestTravelerEditDialogProps extends ItineraryDialogBaseProps {
  /** The booking's travelers, to choose from. */
  readonly travelers: readonly TripTraveler[];
  /** The booking's confirmation email, where the agent answers. */
  readonly email: string;
  /** Sends the request to an agent; rejects when it could not. */
  readonly onRequest: (request: TravelerEditRequest) => Promise<void>;
}

/**
 * The "request traveler edit" modal and its success (spec: products §2): choose the traveler,
 * describe the change, send it; while it sends nothing can be pressed twice or closed; a failure
 * says so and keeps what was typed; once sent, the modal becomes "Request sent". The change is a
 * request in the traveller's words, which an agent makes (ours: the spec shows no edit form).
 */
export function RequestTravelerEditDialog({
  travelers,
  email,
  onRequest,
  onExited,
  ...dialog
}: RequestTravelerEditDialogProps) {
  const request = useAsyncAction((edit: TravelerEditRequest) => onRequest(edit).then(() => edit));
  const { state } = request;
  return (
    <ItineraryDialog
      {...dialog}
      title={state.status === 'succeeded' ? travelerEditTexts.sentTitle : travelerEditTexts.title}
      busy={state.status === 'pending'}
      onExited={() => {
        request.reset();
        onExited?.();
      }}
    >
      {state.status === 'succeeded' ? (
        <DialogDone onDone={dialog.onClose}>
          {travelerEditTexts.sent(state.result.travelerName, email)}
        </DialogDone>
      ) : (
        <TravelerEditForm
          travelers={travelers}
          isPending={state.status === 'pending'}
          failure={state.status === 'failed' ? travelerEditTexts.failed : undefined}
          onSubmit={request.run}
          onCancel={dialog.onClose}
        />
      )}
    </ItineraryDialog>
  );
}
