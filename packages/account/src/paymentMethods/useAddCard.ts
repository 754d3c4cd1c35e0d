import { useAddPaymentMethod, useHeaderRewards } from '@wayfare/booking';
import {
  errorPanelContent,
  type ErrorPanelContent,
  type NewCard,
  type PaymentMethod,
} from '@wayfare/domain';
import { useRef, useState } from 'react';

export interface AddCardControls {
  /** The add-card form is open. */
  readonly formOpen: boolean;
  readonly isSaving: boolean;
  /** spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal". */
  readonly isInvalidCard: boolean;
  /** The failed verification's panel ("CVV Error", "Address Verification Error", "Error Adding Payment Method"). */
  readonly errorContent: ErrorPanelContent | undefined;
  readonly open: () => void;
  readonly close: () => void;
  readonly submit: (card: NewCard) => Promise<void>;
  /** "Edit Payment Information" of the invalid-card modal or the error panel: back to the form. */
  readonly edit: () => void;
  /** "Try Again" of the invalid-card modal: the same card once more. */
  readonly tryAgain: () => Promise<void>;
  /** Closes the error panel without editing. */
  readonly dismissError: () => void;
}

/**
 * Adding a card on the account page (spec: platform §4 Payment verification, §8): the form, the
 * verification through booking's useAddPaymentMethod for the account chosen in the header, and
 * the invalid-card and error modals. `onAdded` hears of each card stored.
 */
export function useAddCard(onAdded: (paymentMethod: PaymentMethod) => void): AddCardControls {
  const add = useAddPaymentMethod();
  const rewards = useHeaderRewards();
  const [formOpen, setFormOpen] = useState(false);
  // The card typed last, kept in memory only while the invalid-card modal may send it again.
  const lastCard = useRef<NewCard | undefined>(undefined);

  const submit = async (card: NewCard) => {
    lastCard.current = card;
    // The card is verified for the account chosen in the header (spec: platform §7 payments/verify accountId).
    const accountId = rewards.selected?.accountReferenceId ?? '';
    const result = await add.addPaymentMethod({ card, accountId });
    if (result.status !== 'invalid-card') lastCard.current = undefined;
    if (result.status === 'success') onAdded(result.paymentMethod);
    setFormOpen(false);
  };

  const panel = add.error?.panel;
  return {
    formOpen,
    isSaving: add.status === 'pending',
    isInvalidCard: add.status === 'invalid-card',
    errorContent: panel ? errorPanelContent(panel) : undefined,
    open: () => {
      add.reset();
      setFormOpen(true);
    },
    close: () => {
      lastCard.current = undefined;
      setFormOpen(false);
    },
    submit,
    edit: () => {
      lastCard.current = undefined;
      add.reset();
      setFormOpen(true);
    },
    tryAgain: async () => {
      const card = lastCard.current;
      add.reset();
      if (card) await submit(card);
    },
    dismissError: () => add.reset(),
  };
}
