import { discardQuote, isApiError, pollQuote, scheduleQuote } from '@wayfare/api';
import {
  agentFeeFor,
  callFailureOutcome,
  confirmationDetailsFailureOutcome,
  nextTravelerStepMode,
  priceDifference,
  purchaseMessages,
  quoteFailureOutcome,
  type Fiat,
  type PriceQuote,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useCheckoutScope } from './BookingScope';
import { useStayRate } from './useStayRate';
import { callIdle, callPending, type CheckoutOutcome, type QuoteState } from './checkoutOutcome';
import { quoteRequestOf } from './quoteRequest';
import { useTrackFailure } from './useTrackFailure';

export interface PollingOptions {
  /** The waits between polls; the api's default is a try a second for a minute. Tests shorten it. */
  readonly delaysMs?: readonly number[];
}

export interface QuoteControls {
  readonly status: QuoteState['status'];
  readonly quote: PriceQuote | undefined;
  /** The change from the total the listing showed, when it counts (spec: platform §5). */
  readonly priceDifference: Fiat | undefined;
  readonly isPriceDifferenceAcknowledged: boolean;
  /** The quote's failure, else the price-change panel until it is acknowledged. */
  readonly error: CheckoutOutcome | undefined;
  /** Asks for a new quote; resolves with how it ended. */
  readonly requestQuote: () => Promise<QuoteState>;
  readonly acknowledgePriceDifference: () => void;
}

/** The total the listing page showed for the stay, plus any agent fee: what a quote is compared with. */
function useShownTotal(): Fiat | undefined {
  const { stay } = useCheckoutScope();
  const total = useStayRate()?.price.total.fiat;
  if (total === undefined) return undefined;
  // The agent fee is added to the quote, not to the listing's price (spec: platform §1, §9): it is
  // not a change of price, so the comparison adds it to what the listing showed.
  return { ...total, value: total.value + agentFeeFor(stay.isAgentMode) };
}

/**
 * The price quote (spec: platform §4 Quote): discard the open quote session, schedule a new one,
 * poll it every second until it is no longer Pending.
 */
export function useQuote(options: PollingOptions = {}): QuoteControls {
  const { delaysMs } = options;
  const { client } = useBookingEnvironment();
  const { stay, atoms } = useCheckoutScope();
  const store = useStore();
  const session = useSessionInfo();
  const shownTotal = useShownTotal();
  const trackFailure = useTrackFailure();
  const state = useAtomValue(atoms.quote);
  const acknowledged = useAtomValue(atoms.priceDifferenceAcknowledged);
  const sessionEmail = session.data?.userInfo.email;

  const requestQuote = useCallback(async (): Promise<QuoteState> => {
    // A newer request supersedes the one in flight, whose answer must not land.
    store.get(atoms.quoteController)?.abort();
    const controller = new AbortController();
    const { signal } = controller;
    store.set(atoms.quoteController, controller);
    // spec: platform §4 "Acknowledging a price difference sets a flag, reset on a new quote request."
    store.set(atoms.priceDifferenceAcknowledged, false);
    // A new quote needs the main guest added to it again (spec: platform §4 Main guest).
    store.set(atoms.mainGuest, callIdle);

    const settle = (next: QuoteState): QuoteState => {
      if (signal.aborted) return store.get(atoms.quote);
      store.set(atoms.quote, next);
      return next;
    };
    const fail = (outcome: CheckoutOutcome): QuoteState => {
      if (signal.aborted) return store.get(atoms.quote);
      if (outcome.returnToTravelerStep) {
        const event =
          outcome.trackingReason === 'confirmation_details_failed'
            ? 'confirmation-details-error'
            : 'quote-error';
        store.set(atoms.travelerStepMode, nextTravelerStepMode(event));
      }
      trackFailure(outcome.trackingReason);
      return settle({ status: 'failure', outcome });
    };

    const emailAddress = store.get(atoms.contact).emailAddress ?? sessionEmail ?? '';
    const body = quoteRequestOf(stay, emailAddress);
    if (!body)
      return fail({
        ...callFailureOutcome('schedule-quote'),
        message: purchaseMessages.invalidRequest,
      });

    store.set(atoms.quote, callPending);
    const previous = store.get(atoms.quoteSessionToken);
    if (previous !== undefined) {
      store.set(atoms.quoteSessionToken, undefined);
      // A discard that fails leaves a session the server expires on its own: not worth a failure.
      await discardQuote(client, previous, signal).catch(() => undefined);
    }

    let token: string | undefined;
    try {
      token = await scheduleQuote(client, body, signal);
    } catch {
      return fail(callFailureOutcome('schedule-quote'));
    }
    if (token === undefined)
      return fail({
        ...callFailureOutcome('schedule-quote'),
        message: purchaseMessages.noSessionToken,
      });
    if (!signal.aborted) store.set(atoms.quoteSessionToken, token);

    let answer;
    try {
      answer = await pollQuote(client, token, { signal, ...(delaysMs ? { delaysMs } : {}) });
    } catch (error) {
      if (isApiError(error, 'aborted')) return store.get(atoms.quote);
      return fail(callFailureOutcome('poll-quote'));
    }
    if (answer.QuoteResponse === 'Failure') return fail(quoteFailureOutcome(answer.errors));
    if (answer.QuoteResponse === 'Pending') return fail(callFailureOutcome('poll-quote'));
    const { quote } = answer;
    if (quote.confirmationDetailsErrors.length > 0)
      return fail(confirmationDetailsFailureOutcome());
    if (signal.aborted) return store.get(atoms.quote);

    const difference =
      shownTotal === undefined
        ? undefined
        : priceDifference(shownTotal, quote.rate.detailedPrice.payNowTotal.fiat);
    if (difference !== undefined) trackFailure('pc_price_difference');
    // spec: platform §4 "Setting a new quote clears the selected payment method and the rewards
    // choice": the rewards choice is derived again from the stored account.
    store.set(atoms.selectedPaymentMethodId, null);
    store.set(atoms.rewardsChoice, null);
    return settle({ status: 'success', quote, priceDifference: difference });
  }, [client, stay, atoms, store, sessionEmail, shownTotal, trackFailure, delaysMs]);

  const acknowledgePriceDifference = useCallback(
    () => store.set(atoms.priceDifferenceAcknowledged, true),
    [store, atoms],
  );

  const error = useMemo((): CheckoutOutcome | undefined => {
    if (state.status === 'failure') return state.outcome;
    if (state.status === 'success' && state.priceDifference !== undefined && !acknowledged)
      return {
        panel: { kind: 'price-change', difference: state.priceDifference },
        returnToTravelerStep: false,
        trackingReason: 'pc_price_difference',
      };
    return undefined;
  }, [state, acknowledged]);

  return {
    status: state.status,
    quote: state.status === 'success' ? state.quote : undefined,
    priceDifference: state.status === 'success' ? state.priceDifference : undefined,
    isPriceDifferenceAcknowledged: acknowledged,
    error,
    requestQuote,
    acknowledgePriceDifference,
  };
}
