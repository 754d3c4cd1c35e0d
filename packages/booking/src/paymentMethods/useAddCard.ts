import {
  errorPanelContent,
  type ErrorPanelContent,
  type NewCard,
  type PaymentMethod,
} from '@wayfare/domain';
import { useRef, useState } from 'react';
import { useAddPaymentMethod } from './useAddPaymentMethod';

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

export interface AddCardOptions {
  /** The account the card is verified for (spec: platform §7 payments/verify accountId). */
  readonly accountId: string;
  /** Hears of each card stored. */
  readonly onAdded?: (paymentMethod: PaymentMethod) => void;
}

/**
 * Adding a card, at checkout and on the account's payment-methods page (spec: platform §4 Payment
 * verification, §8): the form, the verification (useAddPaymentMethod), and the invalid-card modal
 * with its retry of the same card. In a checkout a failed verification is the checkout's panel;
 * elsewhere `errorContent` is the page's to show.
 */
export function useAddCard({ accountId, onAdded }: AddCardOptions): AddCardControls {
  const add = useAddPaymentMethod();
  const [formOpen, setFormOpen] = useState(false);
  // The card typed last, kept in memory only while the invalid-card modal may send it again.
  const lastCard = useRef<NewCard | undefined>(undefined);

  const submit = async (card: NewCard) => {
    lastCard.current = card;
    const result = await add.addPaymentMethod({ card, accountId });
    if (result.status !== 'invalid-card') lastCard.current = undefined;
    if (result.status === 'success') onAdded?.(result.paymentMethod);
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
