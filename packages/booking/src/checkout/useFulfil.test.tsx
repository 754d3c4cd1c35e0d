import { act, waitFor } from '@testing-library/react';
import { faultHandlers, purchasePaths, type Fault, type ScenarioId } from '@wayfare/mocks';
import { describe, expect, it, vi } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { testTrip } from './testing/checkoutWrapper';
import { recordBodies, recordFailureReasons } from './testing/recordRequests';
import { bookWithCard, saveAndContinue } from './testing/renderCheckout';
import { reservationStorageKey } from '../reservation/reservationStorage';

const { server, checkoutFor } = checkoutServer();

async function quoted(scenario?: ScenarioId, options?: Parameters<typeof checkoutFor>[1]) {
  const rendered = await checkoutFor(scenario, options);
  await saveAndContinue(rendered);
  expect(rendered.result.current.quote.status).toBe('success');
  return rendered;
}

describe('useFulfil', () => {
  it('fulfil/success: the reservation, kept for the confirmation page', async () => {
    const rendered = await quoted('fulfil/success');
    await bookWithCard(rendered);
    const { result, storage } = rendered;
    expect(result.current.fulfil.status).toBe('success');
    const id = result.current.fulfil.booking?.id.value ?? '';
    expect(storage.getItem(reservationStorageKey(id))).toContain(id);
    await waitFor(() => expect(result.current.storedReservation?.id.value).toBe(id));
  });

  it('fulfil/success: onBooked hears of the reservation once, when its poll succeeds', async () => {
    const onBooked = vi.fn();
    const rendered = await quoted('fulfil/success', { onBooked });
    expect(onBooked).not.toHaveBeenCalled();
    await bookWithCard(rendered);
    expect(onBooked).toHaveBeenCalledOnce();
    expect(onBooked).toHaveBeenCalledWith(rendered.result.current.fulfil.booking);
  });

  it('sends the quote token, the card payment, no ancillaries, agentFee and isRecommended', async () => {
    const rendered = await quoted('checkout/agent-fee', {
      trip: { ...testTrip, isRecommended: true },
      isAgentMode: true,
    });
    const bodies = recordBodies(server, purchasePaths.fulfilSchedule);
    await bookWithCard(rendered);
    const total = rendered.result.current.quote.quote?.rate.detailedPrice.payNowTotal.fiat;
    expect(bodies).toEqual([
      {
        quoteToken: { value: rendered.result.current.quote.quote?.sessionToken.value },
        payments: [{ type: 'UserCard', paymentMethodId: 'payment-visa-4417', amount: total }],
        ancillaries: [],
        agentFee: 10,
        isRecommended: true,
      },
    ]);
  });

  it('fulfil/pending: "Booking your stay" while polling', async () => {
    const rendered = await quoted('fulfil/pending');
    let booking: Promise<unknown> = Promise.resolve();
    act(() => {
      rendered.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
    });
    act(() => {
      booking = rendered.result.current.fulfil.book();
    });
    await waitFor(() => expect(rendered.result.current.loadingMessage).toBe('fulfil'));
    expect(rendered.result.current.isCallInProgress).toBe(true);
    await act(() => booking);
    expect(rendered.result.current.fulfil.status).toBe('success');
  });

  it('fulfil/poll-non-200: a 500 poll counts as pending, then confirmed', async () => {
    const rendered = await quoted('fulfil/poll-non-200');
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('success');
  });

  it('fulfil/poll-timeout: past the delay list, onTimeout sends the browser to trips', async () => {
    const onTimeout = vi.fn();
    const rendered = await quoted('fulfil/poll-timeout', { onTimeout });
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('timeout');
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('double book: three synchronous clicks schedule exactly one booking', async () => {
    const rendered = await quoted('fulfil/success');
    const bodies = recordBodies(server, purchasePaths.fulfilSchedule);
    act(() => rendered.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417'));
    await act(async () => {
      const { book } = rendered.result.current.fulfil;
      await Promise.all([book(), book(), book()]);
    });
    expect(bodies).toHaveLength(1);
    expect(rendered.result.current.fulfil.status).toBe('success');
  });

  it.each([
    ['fulfil/schedule-failed', { kind: 'generic' }, 'schedule_book_failed'],
    ['fulfil/card-not-found', { kind: 'card-not-found' }, 'UserCardNotFound'],
    ['fulfil/fraud-auto-reject', { kind: 'fraud' }, 'FraudAutoReject'],
    ['fulfil/likely-fraud', { kind: 'fraud' }, 'LikelyFraud'],
    ['fulfil/redemption-failure', { kind: 'redemption-failure' }, 'RedemptionFailure'],
    ['fulfil/card-declined', { kind: 'payment-verification', failure: 'Other' }, 'CardDeclined'],
    ['fulfil/product-error', { kind: 'default' }, 'RateNoLongerAvailable'],
    ['fulfil/error-code', { kind: 'default' }, 'ExpiredFulfillToken'],
  ] as const)('%s: its panel, tracked once with its reason', async (scenario, panel, reason) => {
    const rendered = await quoted(scenario);
    const reasons = recordFailureReasons(server);
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('failure');
    expect(rendered.result.current.error).toMatchObject({ panel, trackingReason: reason });
    await waitFor(() => expect(reasons).toEqual([reason]));
  });

  it('fulfil/no-session: "Session is undefined"', async () => {
    const rendered = await quoted('fulfil/no-session');
    await bookWithCard(rendered);
    expect(rendered.result.current.error?.message).toBe('Session is undefined');
  });

  it('fulfil/network-failure: the outcome is unknown, not a failure inviting a second booking', async () => {
    const rendered = await quoted('fulfil/network-failure');
    const bodies = recordBodies(server, purchasePaths.fulfilSchedule);
    await bookWithCard(rendered);
    expect(rendered.result.current.fulfil.status).toBe('unknown');
    // Its panel sends the traveller to their trips, never to book again.
    expect(rendered.result.current.error?.panel).toEqual({ kind: 'booking-unknown' });
    await act(async () => {
      await rendered.result.current.fulfil.book();
    });
    expect(bodies).toHaveLength(1);
  });

  const faultCases: [`fulfil-${'schedule' | 'poll'}`, Fault, string][] = [
    ['fulfil-schedule', 'network-error', 'unknown'],
    ['fulfil-schedule', 'server-error', 'failure'],
    ['fulfil-schedule', 'malformed', 'unknown'],
    ['fulfil-schedule', 'slow', 'success'],
    ['fulfil-poll', 'network-error', 'unknown'],
    ['fulfil-poll', 'server-error', 'success'],
    ['fulfil-poll', 'malformed', 'unknown'],
    ['fulfil-poll', 'slow', 'success'],
  ];
  it.each(faultCases)('%s %s: ends %s, the choices kept', async (call, fault, status) => {
    const rendered = await quoted('fulfil/success');
    server.use(...faultHandlers(call, fault, { once: true, delayMs: 50 }));
    await bookWithCard(rendered);
    const { current } = rendered.result;
    expect(current.fulfil.status).toBe(status);
    expect(current.paymentMethods.selectedPaymentMethod?.id).toBe('payment-visa-4417');
    expect(current.travelers.selectedTraveler?.id).toBe('traveler-ada-lovelace');
  });
});
