import { useQueryClient } from '@tanstack/react-query';
import { isApiError, pollProductFulfil, scheduleFulfil } from '@wayfare/api';
import {
  callFailureOutcome,
  corporateOutOfPolicyReason,
  fulfilFailureOutcome,
  purchaseMessages,
  tenantSettings,
  type CheckoutFailure,
  type CheckoutFlowEvent,
  type PaymentRequest,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useProductCheckoutScope } from './BookingScope';
import { fulfilStateOf } from './checkoutFlow';
import type { CheckoutProduct } from './CheckoutProduct';
import type { FulfilState } from './checkoutOutcome';
import { paymentRequestsOf } from './paymentRequestsOf';
import { usePaymentMethods } from '../paymentMethods/usePaymentMethods';
import type { PollingOptions } from './useQuote';
import { useRewardsSelection } from '../rewards/useRewardsSelection';
import { PageLeftError, unlessPageLeft } from './unlessPageLeft';
import { useTrackFailure } from './useTrackFailure';
import { useTravelWallet } from '../wallet/useTravelWallet';
import { withCsrfMessage } from './withCsrfMessage';

export interface FulfilOptions<Booking = unknown> extends PollingOptions {
  /** spec: platform §4 "If polling runs past its delay list, the browser goes to the trips page." */
  readonly onTimeout?: () => void;
  /** The booking is made: called once, when its poll succeeds (not when a reload finds it made). */
  readonly onBooked?: (booking: Booking) => void;
  /** The stay is out of the corporate policy: the traveller's reason goes with the booking. */
  readonly isOutOfPolicy?: boolean;
}

export interface FulfilControls<Booking = unknown> {
  readonly status: FulfilState['status'];
  /** The booking made: what the product's confirmation shows. */
  readonly booking: Booking | undefined;
  readonly error: CheckoutFailure | undefined;
  /** The payments the booking would send now; undefined while something is left unpaid. */
  readonly payments: readonly PaymentRequest[] | undefined;
  /** Books the quoted stay; extra calls while a booking runs or after one is made do nothing. */
  readonly book: () => Promise<FulfilState<Booking>>;
}

/**
 * The booking (spec: platform §4 Fulfil): schedule it with the quote's token and the payments,
 * then poll every second (a non-200 poll is pending) until it succeeds or fails. The checkout's
 * flow says where the booking is; its fulfil token is kept, so a reload resumes the polling.
 */
export function useFulfil<Trip, Quote, Booking>(
  product: CheckoutProduct<Trip, Quote, Booking>,
  options: FulfilOptions<Booking> = {},
): FulfilControls<Booking> {
  type Event = CheckoutFlowEvent<Quote, Booking>;
  const { delaysMs, onTimeout, onBooked, isOutOfPolicy = false } = options;
  const { client, tenant } = useBookingEnvironment();
  const { trip, agentFee, atoms, storage } = useProductCheckoutScope(product);
  const store = useStore();
  const queryClient = useQueryClient();
  const trackFailure = useTrackFailure();
  const flow = useAtomValue(atoms.drawnFlow);
  const outOfPolicyReason = useAtomValue(atoms.outOfPolicyReason);
  const rewards = useRewardsSelection();
  const wallet = useTravelWallet();
  const { selectedPaymentMethod } = usePaymentMethods();

  // The latest callbacks, so a page that passes new functions each render is still called.
  const callbacks = useRef({ onTimeout, onBooked });
  useEffect(() => {
    callbacks.current = { onTimeout, onBooked };
  }, [onTimeout, onBooked]);

  const quoted = flow.step === 'guest-added' ? flow.quoted : undefined;
  const payments =
    quoted === undefined
      ? undefined
      : paymentRequestsOf({
          total: product.totalOf(quoted.quote).fiat,
          wallet: wallet.coverage,
          offerId: wallet.selectedOffer?.id,
          rewards: rewards.payment,
          paymentMethodId: selectedPaymentMethod?.id,
        });

  const failed = useCallback(
    (failure: CheckoutFailure): Event => {
      trackFailure(failure.trackingReason);
      return { type: 'booking-failed', failure };
    },
    [trackFailure],
  );

  /**
   * Polls a scheduled booking to its end: how the flow moves on. Nothing when the page is left
   * mid-poll (a reload): the flow keeps "booking" and its token, and the next page resumes it.
   */
  const pollBooking = useCallback(
    async (fulfilToken: string): Promise<Event | undefined> => {
      let answer;
      try {
        answer = await unlessPageLeft(() =>
          pollProductFulfil<Booking>(
            client,
            fulfilToken,
            product.fulfilmentSchema,
            delaysMs ? { delaysMs } : {},
          ),
        );
      } catch (error) {
        if (error instanceof PageLeftError) return undefined;
        if (isApiError(error, 'poll-timeout')) {
          trackFailure('schedule_book_failed', { outcome: 'timeout' });
          callbacks.current.onTimeout?.();
          return { type: 'booking-timed-out' };
        }
        trackFailure('schedule_book_failed', { outcome: 'unknown' });
        return { type: 'booking-unknown' };
      }
      if (answer.FulfillResponse === 'Failure')
        return failed(
          fulfilFailureOutcome(
            answer.errors,
            tenantSettings(tenant).supportPhone,
            product.fulfilErrorPanel,
          ),
        );
      if (answer.FulfillResponse === 'Pending') return { type: 'booking-unknown' };
      const booking = answer.fulfillment;
      product.keepBooking(booking, { storage, queryClient });
      callbacks.current.onBooked?.(booking);
      return { type: 'booking-succeeded', booking };
    },
    [client, product, delaysMs, failed, queryClient, storage, tenant, trackFailure],
  );

  /**
   * Schedules the booking and polls it. Called, not mutated through TanStack Query: the schedule's
   * call leaves in the press's own task, before React draws "Booking your stay" (the whole
   * checkout again, 60 ms and more on a desktop), where a mutation's first awaits put it after.
   */
  const scheduleBooking = useCallback(
    async (request: {
      readonly quoteToken: string;
      readonly payments: readonly PaymentRequest[];
    }): Promise<Event | undefined> => {
      let token: string | undefined;
      try {
        token = await unlessPageLeft(() =>
          scheduleFulfil(client, {
            quoteToken: request.quoteToken,
            payments: request.payments,
            ...product.fulfilFields(trip),
            agentFee,
            ...withReason(corporateOutOfPolicyReason(isOutOfPolicy, outOfPolicyReason)),
          }),
        );
      } catch (error) {
        // The page is being left: the flow keeps "booking" with no token, which the next page
        // restores as unknown (the booking may have been scheduled).
        if (error instanceof PageLeftError) return undefined;
        // The server refused it, or the client never sent it (no CSRF token): nothing was booked,
        // the traveller may try again.
        if (isApiError(error, 'http') || isApiError(error, 'csrf'))
          return failed(withCsrfMessage(callFailureOutcome('schedule-fulfil'), error));
        // No answer, or one we cannot read: the booking may have been scheduled.
        trackFailure('schedule_book_failed', { outcome: 'unknown' });
        return { type: 'booking-unknown' };
      }
      if (token === undefined)
        return failed({
          ...callFailureOutcome('schedule-fulfil'),
          message: purchaseMessages.noSession,
        });
      store.set(atoms.dispatch, { type: 'fulfil-scheduled', fulfilToken: token });
      return pollBooking(token);
    },
    [
      client,
      product,
      trip,
      agentFee,
      isOutOfPolicy,
      outOfPolicyReason,
      failed,
      trackFailure,
      store,
      atoms,
      pollBooking,
    ],
  );

  const current = useCallback(() => fulfilStateOf(store.get(atoms.flow)), [store, atoms]);

  const book = useCallback(async (): Promise<FulfilState<Booking>> => {
    const before = store.get(atoms.flow);
    // One booking per checkout: the flow refuses a second while one runs, once one is made, or
    // while its outcome is unknown; before the main guest is added there is nothing to book.
    if (before.step !== 'guest-added') return current();
    const { quoteToken } = before.quoted;
    if (!store.set(atoms.dispatch, { type: 'booking-requested' })) return current();
    if (!payments) {
      store.set(
        atoms.dispatch,
        failed({
          ...callFailureOutcome('schedule-fulfil'),
          message: purchaseMessages.invalidRequest,
        }),
      );
      return current();
    }
    // The flow answers every failure it knows of; anything else leaves the booking unknown.
    const outcome = await scheduleBooking({ quoteToken, payments }).catch((): Event => ({
      type: 'booking-unknown',
    }));
    if (outcome) store.set(atoms.dispatch, outcome);
    return current();
  }, [store, atoms, payments, scheduleBooking, failed, current]);

  // After a reload while "Booking your stay" showed, the booking it had scheduled is polled to
  // its end (spec: platform §4 refresh restore): once, when the checkout opens.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const opened = store.get(atoms.flow);
    if (opened.step !== 'booking' || opened.fulfilToken === undefined) return;
    void pollBooking(opened.fulfilToken).then((outcome) => {
      if (outcome) store.set(atoms.dispatch, outcome);
    });
  }, [store, atoms, pollBooking]);

  const state = fulfilStateOf(flow);
  return {
    status: state.status,
    booking: state.status === 'success' ? state.booking : undefined,
    error: state.status === 'failure' ? state.outcome : undefined,
    payments,
    book,
  };
}

function withReason(reason: string | undefined): { corporateOutOfPolicyReason?: string } {
  return reason === undefined ? {} : { corporateOutOfPolicyReason: reason };
}
