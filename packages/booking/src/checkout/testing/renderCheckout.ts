import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { homesCheckoutProduct } from '../../homes/homesCheckoutProduct';
import { useCheckout } from '../useCheckout';
import type { FulfilOptions } from '../useFulfil';
import { useReservation } from '../../reservation/useReservation';
import { checkoutWrapper, fastPolls, type CheckoutWrapperOptions } from './checkoutWrapper';

export interface RenderCheckoutOptions extends CheckoutWrapperOptions, FulfilOptions {
  /** Renders as the portal's development build does: effects run, are cleaned up, run again. */
  readonly reactStrictMode?: boolean;
}

/** useCheckout over the fake backend, once the traveller, contact and accounts are loaded. */
export async function renderCheckout(options: RenderCheckoutOptions = {}) {
  const harness = checkoutWrapper(options);
  const rendered = renderHook(
    () => {
      const checkout = useCheckout(homesCheckoutProduct, { delaysMs: fastPolls, ...options });
      const reservation = useReservation(checkout.fulfil.booking?.id.value, harness.storage);
      return { ...checkout, storedReservation: reservation.data };
    },
    { wrapper: harness.wrapper, reactStrictMode: options.reactStrictMode ?? false },
  );
  await waitFor(() => {
    const { current } = rendered.result;
    expect(current.travelers.selectedTraveler).toBeDefined();
    expect(current.contact.isComplete).toBe(true);
    expect(current.rewards.isPending).toBe(false);
  });
  return { ...rendered, ...harness };
}

type Rendered = Awaited<ReturnType<typeof renderCheckout>>;

/** Save & Continue: the quote, then the main guest. */
export async function saveAndContinue({ result }: Rendered) {
  await act(async () => {
    await result.current.requestQuote();
  });
}

/** Chooses a saved card and books. */
export async function bookWithCard({ result }: Rendered, paymentMethodId = 'payment-visa-4417') {
  await waitFor(() => expect(result.current.paymentMethods.isPending).toBe(false));
  act(() => {
    result.current.rewards.choose({ kind: 'do-not-apply' });
    result.current.paymentMethods.selectPaymentMethod(paymentMethodId);
  });
  await act(async () => {
    await result.current.book();
  });
}
