import { act, waitFor } from '@testing-library/react';
import { faultHandlers, purchasePaths } from '@wayfare/mocks';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { createMemoryStorage, type StringStorage } from './choicesStorage';
import { recordBodies } from './testing/recordRequests';
import { bookWithCard, renderCheckout, saveAndContinue } from './testing/renderCheckout';

const { server, checkoutFor } = checkoutServer();

/**
 * A session storage whose state can be taken as it is at one moment: what a reload starts from
 * (the unmounted checkout's calls still run in a test, where a reload would have stopped them).
 */
function sessionStorageAt() {
  const items = new Map<string, string>();
  const storage: StringStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, snapshot: () => createMemoryStorage(Object.fromEntries(items)) };
}

/** The checkout opened again over the session storage: a reload, or Back to its page. */
const reopen = (storage: StringStorage) => renderCheckout({ storage });

describe('a checkout reopened (a reload, Back)', () => {
  it('a booked checkout stays booked: Confirm and Book books nothing more', async () => {
    const first = await checkoutFor('fulfil/success');
    await saveAndContinue(first);
    await bookWithCard(first);
    const reservation = first.result.current.fulfil.booking;
    expect(reservation).toBeDefined();
    first.unmount();

    const schedules = recordBodies(server, purchasePaths.fulfilSchedule);
    const again = await reopen(first.storage);
    expect(again.result.current.fulfil.status).toBe('success');
    expect(again.result.current.fulfil.booking).toEqual(reservation);
    expect(again.result.current.canBook).toBe(false);
    await act(async () => {
      await again.result.current.book();
    });
    expect(schedules).toEqual([]);
  });

  it('a reload while "Booking your stay" shows resumes polling the booking it scheduled', async () => {
    const session = sessionStorageAt();
    const first = await checkoutFor('fulfil/pending', { storage: session.storage });
    await saveAndContinue(first);
    // Each poll answers slowly, so the reload comes while "Booking your stay" shows.
    server.use(...faultHandlers('fulfil-poll', 'slow', { delayMs: 150 }));
    const schedules = recordBodies(server, purchasePaths.fulfilSchedule);
    const polls = recordBodies(server, purchasePaths.fulfilPoll);
    act(() => {
      first.result.current.rewards.choose({ kind: 'do-not-apply' });
      first.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
    });
    act(() => void first.result.current.book());
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));
    const reloaded = session.snapshot();
    first.unmount();

    const again = await reopen(reloaded);
    expect(again.result.current.loadingMessage).toBe('fulfil');
    await waitFor(() => expect(again.result.current.fulfil.status).toBe('success'));
    expect(schedules).toHaveLength(1);
  });

  it('a reload that cuts a poll short leaves the booking to the next page, which resumes it', async () => {
    const session = sessionStorageAt();
    const first = await checkoutFor('fulfil/pending', { storage: session.storage });
    await saveAndContinue(first);
    // The first page's poll is in flight when the page goes, and the browser cuts it short.
    let firstPageOpen = true;
    server.use(
      http.post(purchasePaths.fulfilPoll, async () => {
        if (!firstPageOpen) return undefined;
        await delay(150);
        return HttpResponse.error();
      }),
    );
    const schedules = recordBodies(server, purchasePaths.fulfilSchedule);
    const polls = recordBodies(server, purchasePaths.fulfilPoll);
    act(() => {
      first.result.current.rewards.choose({ kind: 'do-not-apply' });
      first.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
    });
    let booked: Promise<unknown> = Promise.resolve();
    act(() => {
      booked = first.result.current.book();
    });
    await waitFor(() => expect(polls.length).toBeGreaterThan(0));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await act(async () => {
      await booked;
    });
    // What the leaving page kept: still booking, with its token; no unknown outcome.
    expect(first.result.current.fulfil.status).toBe('pending');
    const reloaded = session.snapshot();
    first.unmount();
    firstPageOpen = false;

    const again = await reopen(reloaded);
    await waitFor(() => expect(again.result.current.fulfil.status).toBe('success'));
    expect(schedules).toHaveLength(1);
  });

  it.each([
    ['', false],
    // Back within the app: the choices are in the query cache, so the quote starts at the first
    // mount, which StrictMode closes and opens again at once.
    [', in StrictMode with its choices cached', true],
  ])(
    'a checkout past its traveler step quotes again, keeping the card and rewards chosen%s',
    async (_, strict) => {
      const first = await checkoutFor('quote/success');
      await saveAndContinue(first);
      act(() => {
        first.result.current.rewards.choose({ kind: 'do-not-apply' });
        first.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
      });
      first.unmount();

      const again = strict
        ? await renderCheckout({
            storage: first.storage,
            queryClient: first.queryClient,
            reactStrictMode: true,
          })
        : await reopen(first.storage);
      expect(again.result.current.travelerStepMode).toBe('view');
      await waitFor(() => expect(again.result.current.mainGuest.status).toBe('success'));
      const { current } = again.result;
      expect(current.paymentMethods.selectedPaymentMethod?.id).toBe('payment-visa-4417');
      expect(current.rewards.choice).toEqual({ kind: 'do-not-apply' });
      expect(current.canBook).toBe(true);
    },
  );
});
