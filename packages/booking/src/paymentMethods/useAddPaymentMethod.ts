import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HostedCardFieldsError, verifyPaymentMethod, type HostedCardToken } from '@wayfare/api';
import {
  isInvalidCard,
  paymentVerifyErrorPanel,
  verifiedPaymentMethod,
  type CheckoutErrorPanel,
  type CheckoutFailure,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutAtomOrOwn } from '../checkout/checkoutAtomOrOwn';
import { useOptionalCheckoutScope } from '../checkout/BookingScope';
import { callIdle, callPending, type PaymentVerifyState } from '../checkout/checkoutOutcome';
import { paymentMethodsQueryOptions } from './paymentMethodsQuery';
import { useTrackFailure } from '../checkout/useTrackFailure';

/** A card to add: how to get its vault token, and the account it is for. */
export interface AddPaymentMethodInput {
  /**
   * The card's token: the vault's hosted fields tokenise what the traveller typed there
   * (`useHostedCardFields`), or a card tried before is tried again. The page never holds the card.
   */
  readonly tokenize: () => Promise<HostedCardToken>;
  readonly accountId: string;
  /** A virtual card number (spec: platform §7 payments/verify "isVCN"). */
  readonly isVCN?: boolean;
}

export interface AddPaymentMethodControls {
  readonly status: PaymentVerifyState['status'];
  readonly error: CheckoutFailure | undefined;
  readonly addPaymentMethod: (input: AddPaymentMethodInput) => Promise<PaymentVerifyState>;
  /** Closes the invalid-card modal or the verification panel ("Edit Payment Information"). */
  readonly reset: () => void;
}

const verificationFailed = (panel: CheckoutErrorPanel): CheckoutFailure => ({
  panel,
  returnToTravelerStep: false,
  trackingReason: 'payment_verification_failed',
});

/** A call that failed on the way: the panel asks to add the card again (spec: platform §8). */
const addAgain = verificationFailed({ kind: 'payment-verification', failure: 'Other' });

/**
 * Adds a card (spec: platform §4 Payment verification): tokenise it in the vault's frame, open
 * the invalid-card modal for an unknown last four, verify it; Success stores it and, in a
 * checkout, selects it. A card field the frame finds wrong leaves the call idle: the frame says
 * what is wrong, and the form stays open. The account's payment-methods page adds cards with it outside any checkout:
 * there the verification's state is the hook's own.
 */
export function useAddPaymentMethod(): AddPaymentMethodControls {
  const { client } = useBookingEnvironment();
  const store = useStore();
  const paymentVerifyAtom = useCheckoutAtomOrOwn((atoms) => atoms.paymentVerify, callIdle);
  const selectedAtom = useCheckoutAtomOrOwn((atoms) => atoms.selectedPaymentMethodId, null);
  const queryClient = useQueryClient();
  const trackFailure = useTrackFailure();
  const state = useAtomValue(paymentVerifyAtom);
  // In a checkout a failed verification is one of its panels (domain checkoutFlow).
  const checkout = useOptionalCheckoutScope();

  const { mutateAsync } = useMutation({
    mutationFn: async ({
      tokenize,
      accountId,
      isVCN = false,
    }: AddPaymentMethodInput): Promise<PaymentVerifyState> => {
      const fail = (outcome: CheckoutFailure): PaymentVerifyState => {
        trackFailure(outcome.trackingReason);
        return { status: 'failure', outcome };
      };
      let token;
      try {
        token = await tokenize();
      } catch (error) {
        if (error instanceof HostedCardFieldsError && error.reason === 'invalid') return callIdle;
        return fail(addAgain);
      }
      // spec: platform §8 "Adding a card with an unknown last four opens an invalid-card modal".
      if (isInvalidCard(token)) {
        trackFailure('payment_verification_failed');
        return { status: 'invalid-card' } as const;
      }
      let answer;
      try {
        answer = await verifyPaymentMethod(client, { token: token.token, accountId, isVCN });
      } catch {
        return fail(addAgain);
      }
      const verified = verifiedPaymentMethod(answer);
      // The network may verify a card and still give no last four: the same modal.
      if (verified && isInvalidCard(verified)) {
        trackFailure('payment_verification_failed');
        return { status: 'invalid-card' } as const;
      }
      if (verified) return { status: 'success', paymentMethod: verified } as const;
      const panel = paymentVerifyErrorPanel(answer);
      return fail(panel ? verificationFailed(panel) : addAgain);
    },
    retry: false,
  });

  const addPaymentMethod = useCallback(
    async (input: AddPaymentMethodInput): Promise<PaymentVerifyState> => {
      store.set(paymentVerifyAtom, callPending);
      const next = await mutateAsync(input);
      store.set(paymentVerifyAtom, next);
      if (next.status === 'failure' && checkout)
        store.set(checkout.atoms.dispatch, {
          type: 'card-verification-failed',
          failure: next.outcome,
        });
      if (next.status === 'success') {
        const { queryKey } = paymentMethodsQueryOptions(client);
        queryClient.setQueryData(queryKey, (saved = []) => [
          ...saved.filter((method) => method.id !== next.paymentMethod.id),
          next.paymentMethod,
        ]);
        store.set(selectedAtom, next.paymentMethod.id);
      }
      return next;
    },
    [store, paymentVerifyAtom, selectedAtom, mutateAsync, client, queryClient, checkout],
  );

  const reset = useCallback(() => {
    store.set(paymentVerifyAtom, callIdle);
    if (!checkout) return;
    const flow = store.get(checkout.atoms.flow);
    if (flow.step === 'failed' && flow.stage === 'card-verification')
      store.set(checkout.atoms.dispatch, { type: 'errors-reset' });
  }, [store, paymentVerifyAtom, checkout]);

  return {
    status: state.status,
    error: state.status === 'failure' ? state.outcome : undefined,
    addPaymentMethod,
    reset,
  };
}
