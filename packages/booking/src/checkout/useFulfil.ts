import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, pollFulfil, scheduleFulfil } from '@wayfare/api';
import {
  agentFeeFor,
  callFailureOutcome,
  corporateOutOfPolicyReason,
  fulfilFailureOutcome,
  purchaseMessages,
  tenantSettings,
  type PaymentRequest,
  type Reservation,
} from '@wayfare/domain';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useBookingEnvironment } from '../BookingProvider';
import { useCheckoutScope } from './BookingScope';
import { callPending, type CheckoutOutcome, type FulfilState } from './checkoutOutcome';
import { paymentRequestsOf } from './paymentRequestsOf';
import { storeReservation } from './reservationStorage';
import { usePaymentMethods } from './usePaymentMethods';
import type { PollingOptions } from './useQuote';
import { reservationQueryOptions } from './useReservation';
import { useRewardsSelection } from './useRewardsSelection';
import { useTrackFailure } from './useTrackFailure';
import { useTravelWallet } from './useTravelWallet';

export interface FulfilOptions extends PollingOptions {
  /** spec: platform §4 "If polling runs past its delay list, the browser goes to the trips page." */
  readonly onTimeout?: () => void;
  /** The stay is out of the corporate policy: the traveller's reason goes with the booking. */
  readonly isOutOfPolicy?: boolean;
}

export interface FulfilControls {
  readonly status: FulfilState['status'];
  readonly reservation: Reservation | undefined;
  readonly error: CheckoutOutcome | undefined;
  /** The payments the booking would send now; undefined while something is left unpaid. */
  readonly payments: readonly PaymentRequest[] | undefined;
  /** Books the quoted stay; extra calls while a booking runs or after one is made do nothing. */
  readonly book: () => Promise<FulfilState>;
}

/** Calls that cannot be told apart from a booking that went through: the page must not offer a second one. */
const unknownOutcome = { status: 'unknown' } as const;

/**
 * The booking (spec: platform §4 Fulfil): schedule it with the quote's token and the payments,
 * then poll every second (a non-200 poll is pending) until it succeeds or fails.
 */
export function useFulfil(options: FulfilOptions = {}): FulfilControls {
  const { delaysMs, onTimeout, isOutOfPolicy = false } = options;
  const { client, tenant } = useBookingEnvironment();
  const { stay, atoms, storage } = useCheckoutScope();
  const store = useStore();
  const queryClient = useQueryClient();
  const trackFailure = useTrackFailure();
  const state = useAtomValue(atoms.fulfil);
  const quoteState = useAtomValue(atoms.quote);
  const outOfPolicyReason = useAtomValue(atoms.outOfPolicyReason);
  const rewards = useRewardsSelection();
  const wallet = useTravelWallet();
  const { selectedPaymentMethod } = usePaymentMethods();

  // The latest onTimeout, so a page that passes a new function each render is still called.
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);
  // Set before anything awaits, so a double or triple click schedules one booking.
  const inFlight = useRef(false);

  const payments =
    quoteState.status === 'success'
      ? paymentRequestsOf({
          total: quoteState.quote.rate.detailedPrice.payNowTotal.fiat,
          wallet: wallet.coverage,
          offerId: wallet.selectedOffer?.id,
          rewards: rewards.payment,
          paymentMethodId: selectedPaymentMethod?.id,
        })
      : undefined;

  const { mutateAsync, isPending } = useMutation({
    retry: false,
    mutationFn: async (request: {
      readonly quoteToken: string;
      readonly payments: readonly PaymentRequest[];
    }): Promise<FulfilState> => {
      const fail = (outcome: CheckoutOutcome): FulfilState => {
        trackFailure(outcome.trackingReason);
        return { status: 'failure', outcome };
      };
      let token: string | undefined;
      try {
        token = await scheduleFulfil(client, {
          quoteToken: request.quoteToken,
          payments: request.payments,
          agentFee: agentFeeFor(stay.isAgentMode),
          isRecommended: stay.isRecommended,
          ...withReason(corporateOutOfPolicyReason(isOutOfPolicy, outOfPolicyReason)),
        });
      } catch (error) {
        // The server refused it: nothing was booked, the traveller may try again.
        if (isApiError(error, 'http')) return fail(callFailureOutcome('schedule-fulfil'));
        // No answer, or one we cannot read: the booking may have been scheduled.
        trackFailure('schedule_book_failed', { outcome: 'unknown' });
        return unknownOutcome;
      }
      if (token === undefined)
        return fail({
          ...callFailureOutcome('schedule-fulfil'),
          message: purchaseMessages.noSession,
        });

      let answer;
      try {
        answer = await pollFulfil(client, token, delaysMs ? { delaysMs } : {});
      } catch (error) {
        if (isApiError(error, 'poll-timeout')) {
          trackFailure('schedule_book_failed', { outcome: 'timeout' });
          onTimeoutRef.current?.();
          return { status: 'timeout' };
        }
        trackFailure('schedule_book_failed', { outcome: 'unknown' });
        return unknownOutcome;
      }
      if (answer.FulfillResponse === 'Failure')
        return fail(fulfilFailureOutcome(answer.errors, tenantSettings(tenant).supportPhone));
      if (answer.FulfillResponse === 'Pending') return unknownOutcome;
      const { reservation } = answer.fulfillment;
      // Kept for the confirmation page, which reads it after the navigation (and a refresh).
      storeReservation(storage, reservation);
      queryClient.setQueryData(
        reservationQueryOptions(reservation.id.value, storage).queryKey,
        reservation,
      );
      return { status: 'success', reservation };
    },
  });

  const book = useCallback(async (): Promise<FulfilState> => {
    const current = store.get(atoms.fulfil);
    // One booking per checkout: while one runs, once one is made, or while its outcome is unknown.
    if (
      inFlight.current ||
      isPending ||
      current.status === 'pending' ||
      current.status === 'success' ||
      current.status === 'unknown'
    )
      return current;
    inFlight.current = true;
    try {
      const quote = store.get(atoms.quote);
      if (quote.status !== 'success') {
        const outcome = {
          ...callFailureOutcome('schedule-fulfil'),
          message: purchaseMessages.noSession,
        };
        trackFailure(outcome.trackingReason);
        const next = { status: 'failure', outcome } as const;
        store.set(atoms.fulfil, next);
        return next;
      }
      if (!payments) {
        const outcome = {
          ...callFailureOutcome('schedule-fulfil'),
          message: purchaseMessages.invalidRequest,
        };
        trackFailure(outcome.trackingReason);
        const next = { status: 'failure', outcome } as const;
        store.set(atoms.fulfil, next);
        return next;
      }
      store.set(atoms.fulfil, callPending);
      // The flow answers every failure it knows of; anything else leaves the booking unknown.
      const next = await mutateAsync({
        quoteToken: quote.quote.sessionToken.value,
        payments,
      }).catch((): FulfilState => unknownOutcome);
      store.set(atoms.fulfil, next);
      return next;
    } finally {
      inFlight.current = false;
    }
  }, [store, atoms, isPending, payments, mutateAsync, trackFailure]);

  return {
    status: state.status,
    reservation: state.status === 'success' ? state.reservation : undefined,
    error: state.status === 'failure' ? state.outcome : undefined,
    payments,
    book,
  };
}

function withReason(reason: string | undefined): { corporateOutOfPolicyReason?: string } {
  return reason === undefined ? {} : { corporateOutOfPolicyReason: reason };
}
