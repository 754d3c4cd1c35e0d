import { act, waitFor } from '@testing-library/react';
import { faultHandlers, type Fault } from '@wayfare/mocks';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { recordFailureReasons } from './testing/recordRequests';
import { renderCheckout, saveAndContinue } from './testing/renderCheckout';

const { server, play, checkoutFor } = checkoutServer();

describe('useMainGuest', () => {
  it('main-guest/success: payment unlocks after the quote and the main guest', async () => {
    const checkout = await checkoutFor('main-guest/success');
    expect(checkout.result.current.mainGuest.isPaymentUnlocked).toBe(false);
    await saveAndContinue(checkout);
    expect(checkout.result.current.mainGuest.status).toBe('success');
    expect(checkout.result.current.mainGuest.isPaymentUnlocked).toBe(true);
    expect(checkout.result.current.blockers).not.toContain('main-guest-not-added');
  });

  it('main-guest/failure: payment stays locked; booking cannot proceed; tracked once', async () => {
    const checkout = await checkoutFor('main-guest/failure');
    const reasons = recordFailureReasons(server);
    await saveAndContinue(checkout);
    const { current } = checkout.result;
    expect(current.mainGuest.isPaymentUnlocked).toBe(false);
    expect(current.error).toMatchObject({
      panel: { kind: 'generic' },
      trackingReason: 'add_main_guest_failed',
    });
    expect(current.blockers).toContain('main-guest-not-added');
    await waitFor(() => expect(reasons).toEqual(['add_main_guest_failed']));
  });

  it('main-guest/pending: the quote popup stays while the main guest is added', async () => {
    play('main-guest/success');
    server.use(...faultHandlers('main-guest', 'slow', { once: true, delayMs: 200 }));
    const checkout = await renderCheckout();
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = checkout.result.current.requestQuote();
    });
    await waitFor(() => expect(checkout.result.current.mainGuest.status).toBe('pending'));
    expect(checkout.result.current.loadingMessage).toBe('quote');
    expect(checkout.result.current.mainGuest.isPaymentUnlocked).toBe(false);
    await act(() => saving);
    expect(checkout.result.current.mainGuest.isPaymentUnlocked).toBe(true);
  });

  it.each([
    ['network-error', 'failure'],
    ['server-error', 'failure'],
    ['malformed', 'failure'],
    ['slow', 'success'],
  ] as [Fault, string][])('main-guest %s: ends %s, the choices kept', async (fault, status) => {
    const checkout = await checkoutFor('main-guest/success');
    server.use(...faultHandlers('main-guest', fault, { once: true, delayMs: 50 }));
    await saveAndContinue(checkout);
    const { current } = checkout.result;
    expect(current.mainGuest.status).toBe(status);
    expect(current.travelers.selectedTraveler?.id).toBe('traveler-ada-lovelace');
    expect(current.contact.contact.phoneNumber).toBe('4165550142');
  });
});
