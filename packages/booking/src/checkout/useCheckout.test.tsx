import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from './testing/checkoutServer';
import { saveAndContinue } from './testing/renderCheckout';

const { checkoutFor } = checkoutServer();

describe('useCheckout', () => {
  it('checkout/travelers/default-match: the traveler named like the user is chosen', async () => {
    const { result } = await checkoutFor('checkout/travelers/default-match');
    expect(result.current.travelers.selectedTraveler).toMatchObject({
      givenName: 'Ada',
      surname: 'Lovelace',
    });
  });

  it('checkout/contact/prefilled: the phone comes from the customer details', async () => {
    const { result } = await checkoutFor('checkout/contact/prefilled');
    expect(result.current.contact.contact.phoneNumber).toBe('4165550142');
  });

  it('checkout/initial: Confirm and Book disabled before a quote; progress steps', async () => {
    const { result } = await checkoutFor('checkout/initial');
    expect(result.current.canBook).toBe(false);
    expect(result.current.blockers).toContain('main-guest-not-added');
    expect(result.current.progress['add-travelers']).toBe('completed');
    expect(result.current.progress['contact-information']).toBe('completed');
  });

  it('ready: with a quote, the main guest and a card, Confirm and Book is enabled', async () => {
    const checkout = await checkoutFor('quote/success');
    await saveAndContinue(checkout);
    const { result } = checkout;
    act(() => {
      result.current.rewards.choose({ kind: 'do-not-apply' });
      result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
    });
    await waitFor(() => expect(result.current.blockers).toEqual([]));
    expect(result.current.canBook).toBe(true);
    expect(result.current.travelerStepMode).toBe('view');
  });

  it('progress: payment in progress when an account is chosen without a card and an amount remains', async () => {
    const checkout = await checkoutFor('checkout/rewards/split');
    await saveAndContinue(checkout);
    const { result } = checkout;
    const account = result.current.rewards.accounts[0]?.accountReferenceId ?? '';
    act(() =>
      result.current.rewards.choose({
        kind: 'account',
        accountReferenceId: account,
        customAmount: 1000,
      }),
    );
    await waitFor(() => expect(result.current.rewards.payment?.rewards.value).toBe(1000));
    expect(result.current.progress['rewards-and-payment']).toBe('in-progress');
    expect(result.current.blockers).toContain('payment-missing');
  });

  it('checkout/rewards/split-conversion-failed: the full balance is used', async () => {
    const checkout = await checkoutFor('checkout/rewards/split-conversion-failed');
    await saveAndContinue(checkout);
    const { result } = checkout;
    const account = result.current.rewards.accounts[0];
    act(() =>
      result.current.rewards.choose({
        kind: 'account',
        accountReferenceId: account?.accountReferenceId ?? '',
        customAmount: 1000,
      }),
    );
    await waitFor(() => expect(result.current.rewards.conversionFailed).toBe(true));
    expect(result.current.rewards.payment?.rewards.value).not.toBe(1000);
  });

  it('checkout/rewards/all-below-minimum: rewards set to do-not-apply', async () => {
    const { result } = await checkoutFor('checkout/rewards/all-below-minimum');
    expect(result.current.rewards.allBelowMinimum).toBe(true);
    expect(result.current.rewards.choice).toEqual({ kind: 'do-not-apply' });
  });

  it('checkout/wallet/credit-only: nothing due, booking allowed without card or rewards', async () => {
    const checkout = await checkoutFor('checkout/wallet/credit-only');
    await saveAndContinue(checkout);
    const { result } = checkout;
    await waitFor(() => expect(result.current.wallet.credit).toBeDefined());
    act(() => {
      result.current.rewards.choose({ kind: 'do-not-apply' });
      result.current.wallet.setApplyCredit(true);
    });
    await waitFor(() => expect(result.current.wallet.coverage?.isFullyCovered).toBe(true));
    expect(result.current.canBook).toBe(true);
    expect(result.current.fulfil.payments?.map((payment) => payment.type)).toEqual([
      'TravelWalletCredit',
    ]);
  });

  it('resetErrors clears every call state and error', async () => {
    const checkout = await checkoutFor('quote/failure-unhandled');
    await saveAndContinue(checkout);
    expect(checkout.result.current.error).toBeDefined();
    act(() => checkout.result.current.resetErrors());
    expect(checkout.result.current.error).toBeUndefined();
    expect(checkout.result.current.quote.status).toBe('idle');
  });

  it('redo search resets the whole booking state', async () => {
    const checkout = await checkoutFor('quote/success');
    await saveAndContinue(checkout);
    act(() => {
      checkout.result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
      checkout.result.current.contact.setPhoneNumber('4165550000');
    });
    act(() => checkout.result.current.redoSearch());
    const { current } = checkout.result;
    expect(current.quote.status).toBe('idle');
    expect(current.paymentMethods.selectedPaymentMethod).toBeUndefined();
    expect(current.contact.contact.phoneNumber).toBe('4165550142');
    expect(current.travelerStepMode).toBe('edit');
  });

  it('book without a quote re-quotes (platform §4)', async () => {
    const checkout = await checkoutFor('quote/success');
    await act(async () => {
      await checkout.result.current.book();
    });
    expect(checkout.result.current.quote.status).toBe('success');
    expect(checkout.result.current.fulfil.status).toBe('idle');
  });
});
