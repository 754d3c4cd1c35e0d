import type { NewCardBilling } from '@wayfare/domain';
import { lazy, type Ref } from 'react';
import { MountedFromFirstOpen } from '../popupOnDemand';

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
  /** Where the card vault's frame (card number, expiry, CVV) goes in the form. */
  readonly cardFieldsRef: Ref<HTMLDivElement>;
  /** Saves the card of the vault's frame with the form's name and postal code. */
  readonly submit: (billing: NewCardBilling) => Promise<void>;
  readonly close: () => void;
  /** "Edit Payment Information": back to the form. */
  readonly edit: () => void;
  /** "Try Again": the same card once more. */
  readonly tryAgain: () => Promise<void>;
}

export interface AddCardFlowProps {
  /** Where adding the card stands: the form, verifying, or the invalid-card dialog (`useAddCard`). */
  readonly state: AddCardFlowState;
}

// Few add a card: its dialogs (the form with the vault's frame, the invalid-card modal) load when
// the form first opens, not with the checkout or the payment-methods page.
const AddCardFlowDialogs = lazy(async () => ({
  default: (await import('./AddCardFlowDialogs')).AddCardFlowDialogs,
}));

/**
 * Adding a card, as the checkout's payment section and the payment-methods page both offer it:
 * the add-card form, then, for a card the vault does not know, the invalid-card modal.
 */
export function AddCardFlow({ state }: AddCardFlowProps) {
  return (
    <MountedFromFirstOpen open={state.formOpen || state.isInvalidCard}>
      <AddCardFlowDialogs state={state} />
    </MountedFromFirstOpen>
  );
}
