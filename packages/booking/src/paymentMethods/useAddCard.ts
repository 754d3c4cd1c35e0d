import { HostedCardFieldsError, type CardBilling, type HostedCardToken } from '@wayfare/api';
import { errorPanelContent, type ErrorPanelContent, type PaymentMethod } from '@wayfare/domain';
import { useRef, useState } from 'react';
import { useAddPaymentMethod } from './useAddPaymentMethod';
import { useHostedCardFields } from './useHostedCardFields';

export interface AddCardControls {
  /** The add-card form is open. */
  readonly formOpen: boolean;
  readonly isSaving: boolean;
  /** spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal". */
  readonly isInvalidCard: boolean;
  /** The failed verification's panel ("CVV Error", "Address Verification Error", "Error Adding Payment Method"). */
  readonly errorContent: ErrorPanelContent | undefined;
  /**
   * The ref of the element the vault's card fields (number, expiry, CVV) go in: a frame of the
   * vault's, which the page's scripts cannot read.
   */
  readonly cardFieldsRef: (element: HTMLElement | null) => (() => void) | undefined;
  readonly open: () => void;
  readonly close: () => void;
  /** Saves the card typed in the vault's fields, with the name and postal code of the form. */
  readonly submit: (billing: CardBilling) => Promise<void>;
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

const notReady = () =>
  Promise.reject(new HostedCardFieldsError('failed', 'The card fields are not ready.'));

/**
 * Adding a card, at checkout and on the account's payment-methods page (spec: platform §4 Payment
 * verification, §8): the form with the vault's card fields, the verification
 * (useAddPaymentMethod), and the invalid-card modal with its retry of the same card. In a
 * checkout a failed verification is the checkout's panel; elsewhere `errorContent` is the page's
 * to show.
 */
export function useAddCard({ accountId, onAdded }: AddCardOptions): AddCardControls {
  const add = useAddPaymentMethod();
  const [formOpen, setFormOpen] = useState(false);
  const isSaving = add.status === 'pending';
  const cardFields = useHostedCardFields({ enabled: formOpen, disabled: isSaving });
  // The token of the card tried last, kept while the invalid-card modal may try it again: the
  // card itself never reaches the page.
  const lastToken = useRef<HostedCardToken | undefined>(undefined);

  const verify = async (tokenize: () => Promise<HostedCardToken>) => {
    const result = await add.addPaymentMethod({
      accountId,
      tokenize: async () => {
        const token = await tokenize();
        lastToken.current = token;
        return token;
      },
    });
    // A card field is wrong: the vault's frame says which, and the form stays open.
    if (result.status === 'idle') return;
    if (result.status !== 'invalid-card') lastToken.current = undefined;
    if (result.status === 'success') onAdded?.(result.paymentMethod);
    setFormOpen(false);
  };

  const panel = add.error?.panel;
  return {
    formOpen,
    isSaving,
    isInvalidCard: add.status === 'invalid-card',
    errorContent: panel ? errorPanelContent(panel) : undefined,
    cardFieldsRef: cardFields.ref,
    open: () => {
      add.reset();
      setFormOpen(true);
    },
    close: () => {
      lastToken.current = undefined;
      setFormOpen(false);
    },
    submit: (billing) => {
      const fields = cardFields.current();
      return verify(fields ? () => fields.tokenize(billing) : notReady);
    },
    edit: () => {
      lastToken.current = undefined;
      add.reset();
      setFormOpen(true);
    },
    tryAgain: async () => {
      const token = lastToken.current;
      add.reset();
      if (token) await verify(() => Promise.resolve(token));
    },
    dismissError: () => add.reset(),
  };
}
