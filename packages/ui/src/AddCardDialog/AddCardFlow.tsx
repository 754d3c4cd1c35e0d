import type { IsoDate, NewCard } from '@wayfare/domain';
import { AddCardDialog } from './AddCardDialog';
import { InvalidCardDialog } from './InvalidCardDialog';

/**
 * Where adding a card stands, and what the traveller can do: what `useAddCard` of
 * @wayfare/booking returns, so a page passes it as it is (state in, events out, as React Aria's
 * state objects).
 */
export interface AddCardFlowState {
  /** The add-card form is open. */
  readonly formOpen: boolean;
  readonly isSaving: boolean;
  /** spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal". */
  readonly isInvalidCard: boolean;
  readonly submit: (card: NewCard) => Promise<void>;
  readonly close: () => void;
  /** "Edit Payment Information": back to the form. */
  readonly edit: () => void;
  /** "Try Again": the same card once more. */
  readonly tryAgain: () => Promise<void>;
}

export interface AddCardFlowProps {
  /** Where adding the card stands: the form, verifying, or the invalid-card dialog (`useAddCardFlow`). */
  readonly state: AddCardFlowState;
  /** Today, in the booking's time zone: a card that expired before this month is refused. */
  readonly today: IsoDate;
}

/**
 * Adding a card, as the checkout's payment section and the payment-methods page both offer it:
 * the add-card form, then, for a card the vault does not know, the invalid-card modal.
 */
export function AddCardFlow({ state, today }: AddCardFlowProps) {
  return (
    <>
      <AddCardDialog
        open={state.formOpen}
        isSaving={state.isSaving}
        today={today}
        onSubmit={(card) => void state.submit(card)}
        onClose={state.close}
      />
      <InvalidCardDialog
        open={state.isInvalidCard}
        onEdit={state.edit}
        onTryAgain={() => void state.tryAgain()}
      />
    </>
  );
}
