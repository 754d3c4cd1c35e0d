import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeUsdExchangeRates, fiatInUsd } from '@wayfare/domain';
import { primaryMilesAccount } from '@wayfare/mocks';
import { recordRequests } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { checkoutServer } from '../checkout/testing/checkoutServer';
import { checkoutWrapper, fastPolls, testTrip } from '../checkout/testing/checkoutWrapper';
import { useCheckout } from '../checkout/useCheckout';
import { homesCheckoutProduct } from '../homes/homesCheckoutProduct';
import { useEarn } from './useEarn';

const { server, play } = checkoutServer();

/** The `amountUsd` of each productToEarn call. */
const recordEarnAmounts = () =>
  recordRequests(server, '*/accounts/convert/productToEarn', ({ body }) =>
    typeof body === 'object' && body !== null && 'amountUsd' in body ? body.amountUsd : undefined,
  );

// spec: platform §7 productToEarn "amountUsd"
describe('useEarn', () => {
  it('a CA$ stay earns on its value in US dollars', async () => {
    play();
    const amounts = recordEarnAmounts();
    const { wrapper } = checkoutWrapper({
      trip: { ...testTrip, stay: { ...testTrip.stay, listingId: 'listing-beach-house' } },
    });
    const { result } = renderHook(
      () => ({
        checkout: useCheckout(homesCheckoutProduct, { delaysMs: fastPolls }),
        earn: useEarn(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.checkout.travelers.selectedTraveler).toBeDefined();
      expect(result.current.checkout.contact.isComplete).toBe(true);
      expect(result.current.checkout.rewards.isPending).toBe(false);
    });
    await act(async () => {
      await result.current.checkout.requestQuote();
    });
    const total = result.current.checkout.quote.quote?.rate.detailedPrice.payNowTotal.fiat;
    expect(total?.currencyCode).toBe('CAD');
    await waitFor(() => expect(result.current.earn.amount).toBeDefined());

    const totalUsd = total && fiatInUsd(total, fakeUsdExchangeRates)?.value;
    expect(totalUsd).toBeLessThan(total?.value ?? 0);
    expect(amounts).toEqual([totalUsd]);
    // The happy path's miles account earns its homes multiplier per dollar.
    expect(result.current.earn.amount).toMatchObject({
      currency: 'Miles',
      value: Math.round((totalUsd ?? 0) * primaryMilesAccount.earn.homesMultiplier),
    });
  });
});
