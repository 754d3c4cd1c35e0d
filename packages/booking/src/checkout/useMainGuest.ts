import { addMainGuest as addMainGuestCall } from '@wayfare/api';
import {
  callFailureOutcome,
  canAddMainGuest,
  personToSend,
  purchaseMessages,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from './BookingScope';
import { callPending, type CheckoutOutcome, type MainGuestState } from './checkoutOutcome';
import { useContactInformation } from './useContactInformation';
import { useTrackFailure } from './useTrackFailure';
import { useTravelers } from './useTravelers';

export interface MainGuestControls {
  readonly status: MainGuestState['status'];
  readonly error: CheckoutOutcome | undefined;
  /** spec: platform §4 "payment becomes available only after it succeeds". */
  readonly isPaymentUnlocked: boolean;
  /** Adds the chosen traveler to the quoted stay; resolves with how it ended. */
  readonly addMainGuest: () => Promise<MainGuestState>;
}

/** The main guest (spec: platform §4 Main guest, §7 addMainGuest). */
export function useMainGuest(): MainGuestControls {
  const { client } = useBookingEnvironment();
  const { atoms } = useCheckoutScope();
  const store = useStore();
  const { selectedTraveler } = useTravelers();
  const { contact } = useContactInformation();
  const trackFailure = useTrackFailure();
  const state = useAtomValue(atoms.mainGuest);

  const addMainGuest = useCallback(async (): Promise<MainGuestState> => {
    const quoteState = store.get(atoms.quote);
    const current = store.get(atoms.mainGuest);
    // Adding follows a successful quote, once: a second call while one runs is the same call.
    if (quoteState.status !== 'success' || current.status === 'pending') return current;
    const { quote } = quoteState;
    const fail = (outcome: CheckoutOutcome): MainGuestState => {
      // A newer quote made this answer moot: its own main guest is added after it.
      if (store.get(atoms.quote) !== quoteState) return store.get(atoms.mainGuest);
      trackFailure(outcome.trackingReason);
      const next = { status: 'failure', outcome } as const;
      store.set(atoms.mainGuest, next);
      return next;
    };
    const ready = canAddMainGuest({
      orderedProductId: quote.orderedProductId,
      sessionToken: quote.sessionToken.value,
      hasGuest: selectedTraveler !== undefined && contact.phoneNumber.trim() !== '',
    });
    if (!ready || selectedTraveler === undefined)
      return fail({
        ...callFailureOutcome('add-main-guest'),
        message: purchaseMessages.invalidRequest,
      });

    store.set(atoms.mainGuest, callPending);
    let orderedProductId: string;
    try {
      orderedProductId = await addMainGuestCall(client, {
        emailAddress: contact.emailAddress,
        mainGuest: { ...personToSend(selectedTraveler), phoneNumber: contact.phoneNumber },
        orderedProductId: quote.orderedProductId,
        paymentSessionToken: quote.sessionToken.value,
      });
    } catch {
      return fail(callFailureOutcome('add-main-guest'));
    }
    if (store.get(atoms.quote) !== quoteState) return store.get(atoms.mainGuest);
    const next = { status: 'success', orderedProductId } as const;
    store.set(atoms.mainGuest, next);
    return next;
  }, [client, atoms, store, selectedTraveler, contact, trackFailure]);

  return {
    status: state.status,
    error: state.status === 'failure' ? state.outcome : undefined,
    isPaymentUnlocked: state.status === 'success',
    addMainGuest,
  };
}
