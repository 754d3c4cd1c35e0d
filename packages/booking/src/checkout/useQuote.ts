import { discardQuote, isApiError, pollProductQuote, scheduleQuote } from '@wayfare/api';
import {
  callFailureOutcome,
  checkoutFlowFailure,
  confirmationDetailsFailureOutcome,
  isPriceChangePending,
  nextTravelerStepMode,
  priceDifference,
  purchaseMessages,
  quotedStepOf,
  quoteFailureOutcome,
  type CheckoutFailure,
  type Fiat,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useProductCheckoutScope, type CheckoutScope } from './BookingScope';
import { quoteStateOf } from './checkoutFlow';
import type { QuoteState } from './checkoutOutcome';
import type { CheckoutProduct } from './CheckoutProduct';
import { useTrackFailure } from './useTrackFailure';
import { withCsrfMessage } from './withCsrfMessage';

export interface PollingOptions {
  /** The waits between polls; the api's default is a try a second for a minute. Tests shorten it. */
  readonly delaysMs?: readonly number[];
}

export interface QuoteControls<Quote = unknown> {
  readonly status: QuoteState['status'];
  readonly quote: Quote | undefined;
  /** The change from the total the listing showed, when it counts (spec: platform §5). */
  readonly priceDifference: Fiat | undefined;
  readonly isPriceDifferenceAcknowledged: boolean;
  /** The quote's failure, else the price-change panel until it is acknowledged. */
  readonly error: CheckoutFailure | undefined;
  /** Asks for a new quote; resolves with how it ended. */
  readonly requestQuote: () => Promise<QuoteState<Quote>>;
  readonly acknowledgePriceDifference: () => void;
}

/** The total shown before the checkout, plus any agent fee: what a quote is compared with. */
function useShownTotal<Trip, Quote, Booking>({
  product,
  trip,
  agentFee,
}: CheckoutScope<Trip, Quote, Booking>): Fiat | undefined {
  const total = product.useShownPrice(trip)?.total;
  if (total === undefined) return undefined;
  // The agent fee is added to the quote, not to the shown price (spec: platform §1, §9): it is
  // not a change of price, so the comparison adds it to what was shown.
  return { ...total, value: total.value + agentFee };
}

/**
 * The price quote (spec: platform §4 Quote): discard the open quote session, schedule a new one,
 * poll it every second until it is no longer Pending.
 */
export function useQuote<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
  options: PollingOptions = {},
): QuoteControls<Quote> {
  const { delaysMs } = options;
  const { client } = useBookingEnvironment();
  const scope = useProductCheckoutScope(product);
  const { trip, agentFee, atoms } = scope;
  const store = useStore();
  const session = useSessionInfo();
  const shownTotal = useShownTotal(scope);
  const trackFailure = useTrackFailure();
  const flow = useAtomValue(atoms.drawnFlow);
  const sessionEmail = session.data?.userInfo.email;

  const requestQuote = useCallback(async (): Promise<QuoteState<Quote>> => {
    const current = () => quoteStateOf(store.get(atoms.flow));
    // The open quote session, discarded before the next (spec: platform §4 Quote).
    const previousToken = quotedStepOf(store.get(atoms.flow))?.quoteToken;
    // A booking that started is never quoted again (domain checkoutFlow refuses it).
    if (!store.set(atoms.dispatch, { type: 'quote-requested' })) return current();
    // A newer request supersedes the one in flight, whose answer must not land.
    store.get(atoms.quoteController)?.abort();
    const controller = new AbortController();
    const { signal } = controller;
    store.set(atoms.quoteController, controller);

    const fail = (failure: CheckoutFailure): QuoteState<Quote> => {
      if (signal.aborted) return current();
      if (failure.returnToTravelerStep) {
        const event =
          failure.trackingReason === 'confirmation_details_failed'
            ? 'confirmation-details-error'
            : 'quote-error';
        store.set(atoms.travelerStepMode, nextTravelerStepMode(event));
      }
      trackFailure(failure.trackingReason);
      store.set(atoms.dispatch, { type: 'quote-failed', failure });
      return current();
    };

    const emailAddress = (store.get(atoms.contact).emailAddress ?? sessionEmail ?? '').trim();
    const request = product.quoteRequest(trip, agentFee);
    if (request === undefined || emailAddress === '')
      return fail({
        ...callFailureOutcome('schedule-quote'),
        message: purchaseMessages.invalidRequest,
      });

    if (previousToken !== undefined)
      // A discard that fails leaves a session the server expires on its own: not worth a failure.
      await discardQuote(client, previousToken, signal).catch(() => undefined);

    let token: string | undefined;
    try {
      token = await scheduleQuote(client, { emailAddress, request }, signal);
    } catch (error) {
      return fail(withCsrfMessage(callFailureOutcome('schedule-quote'), error));
    }
    if (token === undefined)
      return fail({
        ...callFailureOutcome('schedule-quote'),
        message: purchaseMessages.noSessionToken,
      });

    let answer;
    try {
      answer = await pollProductQuote<Quote>(client, token, product.quoteSchema, {
        signal,
        ...(delaysMs ? { delaysMs } : {}),
      });
    } catch (error) {
      if (isApiError(error, 'aborted')) return current();
      return fail(callFailureOutcome('poll-quote'));
    }
    if (answer.QuoteResponse === 'Failure') return fail(quoteFailureOutcome(answer.errors));
    if (answer.QuoteResponse === 'Pending') return fail(callFailureOutcome('poll-quote'));
    const { quote } = answer;
    if (product.hasConfirmationDetailsErrors(quote))
      return fail(confirmationDetailsFailureOutcome());
    if (signal.aborted) return current();

    const difference =
      shownTotal === undefined
        ? undefined
        : priceDifference(
            shownTotal,
            product.priceComparedOf?.(quote) ?? product.totalOf(quote).fiat,
          );
    if (difference !== undefined) trackFailure('pc_price_difference');
    // spec: platform §4 "Setting a new quote clears the selected payment method and the rewards
    // choice": the rewards choice is derived again from the stored account.
    store.set(atoms.selectedPaymentMethodId, null);
    store.set(atoms.rewardsChoice, null);
    store.set(atoms.dispatch, {
      type: 'quote-succeeded',
      quote,
      quoteToken: product.quoteTokenOf(quote),
      ...(difference === undefined ? {} : { priceDifference: difference }),
    });
    return current();
  }, [
    client,
    product,
    trip,
    agentFee,
    atoms,
    store,
    sessionEmail,
    shownTotal,
    trackFailure,
    delaysMs,
  ]);

  const acknowledgePriceDifference = useCallback(
    () => void store.set(atoms.dispatch, { type: 'price-difference-acknowledged' }),
    [store, atoms],
  );

  const state = quoteStateOf(flow);
  const quoted = quotedStepOf(flow);
  return {
    status: state.status,
    quote: state.status === 'success' ? state.quote : undefined,
    priceDifference: state.status === 'success' ? state.priceDifference : undefined,
    isPriceDifferenceAcknowledged: quoted?.priceDifferenceAcknowledged ?? false,
    // The quote's failure, else the price-change panel until it is acknowledged.
    error:
      state.status === 'failure'
        ? state.outcome
        : isPriceChangePending(flow)
          ? checkoutFlowFailure(flow)
          : undefined,
    requestQuote,
    acknowledgePriceDifference,
  };
}
