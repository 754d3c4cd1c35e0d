import type { TravelerStepMode } from '@wayfare/domain';
import { useEffect, useRef } from 'react';
import type { QuoteState } from './checkoutOutcome';
import type { PaymentMethodsControls } from '../paymentMethods/usePaymentMethods';
import type { RewardsSelectionControls } from '../rewards/useRewardsSelection';
import type { TravelersControls } from '../travelers/useTravelers';

export interface CheckoutRestoreInput {
  readonly travelers: TravelersControls;
  readonly paymentMethods: PaymentMethodsControls;
  readonly rewards: RewardsSelectionControls;
  readonly travelerStepMode: TravelerStepMode;
  readonly quoteStatus: QuoteState['status'];
  readonly requestQuote: () => Promise<QuoteState<unknown>>;
}

/**
 * A reload keeps the choices but not the quote session (spec: platform §4 refresh restore): a
 * checkout reopened past its traveler step quotes again once its choices are loaded, and keeps the
 * card and rewards chosen before, which a new quote would otherwise clear (the same stay, not an
 * edit). A booking in flight or made is the flow's own to restore (restoredCheckoutFlow).
 */
export function useCheckoutRestore({
  travelers,
  paymentMethods,
  rewards,
  travelerStepMode,
  quoteStatus,
  requestQuote,
}: CheckoutRestoreInput): void {
  const restored = useRef(false);
  const choicesLoaded = !travelers.isPending && !paymentMethods.isPending && !rewards.isPending;
  useEffect(() => {
    if (!choicesLoaded || restored.current) return;
    restored.current = true;
    if (travelerStepMode !== 'view' || quoteStatus !== 'idle') return;
    const card = paymentMethods.selectedPaymentMethod?.id;
    const { choice } = rewards;
    void requestQuote().then((state) => {
      if (state.status !== 'success') return;
      if (card !== undefined) paymentMethods.selectPaymentMethod(card);
      rewards.choose(choice);
    });
  }, [choicesLoaded, travelerStepMode, quoteStatus, paymentMethods, rewards, requestQuote]);
}
