import {
  callFailureOutcome,
  purchaseMessages,
  quotedStepOf,
  type CheckoutFailure,
  type ContactInformation,
  type TravelerProfile,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useProductCheckoutScope } from './BookingScope';
import type { CheckoutProduct, MainGuestAnswer } from './CheckoutProduct';
import { mainGuestStateOf } from './checkoutFlow';
import type { MainGuestState } from './checkoutOutcome';
import { useContactInformation } from './useContactInformation';
import { useTrackFailure } from './useTrackFailure';
import { useTravelers } from '../travelers/useTravelers';

export interface MainGuestControls {
  readonly status: MainGuestState['status'];
  readonly error: CheckoutFailure | undefined;
  /** spec: platform §4 "payment becomes available only after it succeeds". */
  readonly isPaymentUnlocked: boolean;
  /**
   * Adds the main guest to the quoted stay: the one given (a traveler just saved, whose choice this
   * render does not hold yet), else the traveler and contact chosen. Resolves with how it ended.
   */
  readonly addMainGuest: (mainGuest?: MainGuestChoice) => Promise<MainGuestState>;
}

/** The traveler and contact that go with the quote as its main guest. */
export interface MainGuestChoice {
  readonly traveler: TravelerProfile;
  /** Everyone the booking names, the main guest first; the main guest alone when absent. */
  readonly travelers?: readonly TravelerProfile[];
  readonly contact: ContactInformation;
}

/** The main guest (spec: platform §4 Main guest, §7 addMainGuest). */
export function useMainGuest<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
): MainGuestControls {
  const { client } = useBookingEnvironment();
  const { atoms } = useProductCheckoutScope(product);
  const store = useStore();
  const { selectedTraveler, chosenTravelers } = useTravelers();
  const { contact } = useContactInformation();
  const trackFailure = useTrackFailure();
  const flow = useAtomValue(atoms.drawnFlow);

  const addMainGuest = useCallback(
    async (choice?: MainGuestChoice): Promise<MainGuestState> => {
      const current = () => mainGuestStateOf(store.get(atoms.flow));
      const quoted = store.get(atoms.flow);
      // Adding follows a successful quote, once: a second call while one runs is the same call.
      if (quoted.step !== 'quoted') return current();
      const { quote } = quoted.quoted;
      // A newer quote made an answer moot: its own main guest is added after it.
      const isStale = () => quotedStepOf(store.get(atoms.flow)) !== quoted.quoted;
      store.set(atoms.dispatch, { type: 'main-guest-requested' });
      const fail = (failure: CheckoutFailure): MainGuestState => {
        if (isStale()) return current();
        trackFailure(failure.trackingReason);
        store.set(atoms.dispatch, { type: 'main-guest-failed', failure });
        return current();
      };
      const traveler = choice?.traveler ?? selectedTraveler;
      const travelers = choice ? (choice.travelers ?? [choice.traveler]) : chosenTravelers;
      const guestContact = choice?.contact ?? contact;
      const invalidRequest = {
        ...callFailureOutcome('add-main-guest'),
        message: purchaseMessages.invalidRequest,
      };
      if (traveler === undefined || !travelers.every((each) => each !== undefined))
        return fail(invalidRequest);

      let answer: MainGuestAnswer;
      try {
        answer = await product.addMainGuest(client, {
          quote,
          traveler,
          travelers,
          contact: guestContact,
        });
      } catch {
        return fail(callFailureOutcome('add-main-guest'));
      }
      if (answer === undefined) return fail(invalidRequest);
      // Refused travelers are fixed at the traveler step, like a booking's travelers panel.
      if (typeof answer !== 'string')
        return fail({
          panel: { kind: 'travelers', reason: answer.refusedWith },
          returnToTravelerStep: true,
          trackingReason: answer.refusedWith,
        });
      const orderedProductId = answer;
      if (!isStale()) store.set(atoms.dispatch, { type: 'main-guest-added', orderedProductId });
      return current();
    },
    [client, product, atoms, store, selectedTraveler, chosenTravelers, contact, trackFailure],
  );

  const state = mainGuestStateOf(flow);
  return {
    status: state.status,
    error: state.status === 'failure' ? state.outcome : undefined,
    isPaymentUnlocked: state.status === 'success',
    addMainGuest,
  };
}
