import { act, renderHook, waitFor } from '@testing-library/react';
import {
  faultHandlers,
  purchasePaths,
  type Fault,
  type FaultCall,
  type ScenarioId,
} from '@wayfare/mocks';
import { useAtom, useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { homesCheckoutProduct } from '../homes/homesCheckoutProduct';
import { useListing } from '../homes/listingQuery';
import { useSessionInfo } from '../session/sessionInfoQuery';
import { useCheckoutScope } from './BookingScope';
import { checkoutServer } from './testing/checkoutServer';
import { checkoutWrapper, checkoutWrapperOf, fastPolls, testTrip } from './testing/checkoutWrapper';
import { useQuote } from './useQuote';
import type { QuoteState } from './checkoutOutcome';
import { createMemoryStorage } from './choicesStorage';
import { recordBodies, recordFailureReasons } from './testing/recordRequests';

const { server, play } = checkoutServer();

const useQuoteWithChoices = () => {
  const { atoms } = useCheckoutScope();
  const quote = useQuote(homesCheckoutProduct, { delaysMs: fastPolls });
  const [paymentMethodId, setPaymentMethodId] = useAtom(atoms.selectedPaymentMethodId);
  const [rewardsChoice, setRewardsChoice] = useAtom(atoms.rewardsChoice);
  const [contact, setContact] = useAtom(atoms.contact);
  const travelerStepMode = useAtomValue(atoms.travelerStepMode);
  // The page quotes once the user is known and the listing's total shown: the tests wait for both.
  const session = useSessionInfo();
  const listing = useListing(testTrip.stay);
  return {
    ready: session.isSuccess && !listing.isPending,
    ...quote,
    paymentMethodId,
    setPaymentMethodId,
    rewardsChoice,
    setRewardsChoice,
    contact,
    setContact,
    travelerStepMode,
  };
};

async function renderQuote(
  scenario?: ScenarioId,
  options: Parameters<typeof checkoutWrapper>[0] = {},
) {
  play(scenario);
  const rendered = renderHook(useQuoteWithChoices, { wrapper: checkoutWrapper(options).wrapper });
  await waitFor(() => expect(rendered.result.current.ready).toBe(true));
  return rendered;
}

async function quoteOnce(result: { current: ReturnType<typeof useQuoteWithChoices> }) {
  let ended;
  await act(async () => {
    ended = await result.current.requestQuote();
  });
  return ended;
}

describe('useQuote', () => {
  it('quote/success: a Homes quote is stored and ready', async () => {
    const { result } = await renderQuote('quote/success');
    await quoteOnce(result);
    expect(result.current.status).toBe('success');
    expect(result.current.quote).toMatchObject({ type: 'Homes' });
    expect(result.current.error).toBeUndefined();
  });

  it('quote/pending: pending while the poll answers Pending, then ready', async () => {
    const { result } = await renderQuote('quote/pending');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.requestQuote();
    });
    await waitFor(() => expect(result.current.status).toBe('pending'));
    await act(() => done);
    expect(result.current.status).toBe('success');
  });

  it('stops when the checkout closes: an answer after it writes nothing the next checkout reads', async () => {
    const stored = (name: string) => `${homesCheckoutProduct.checkoutKey(testTrip)}:${name}`;
    const storage = createMemoryStorage({ [stored('travelerStepMode')]: '"view"' });
    const { result, unmount } = await renderQuote('quote/failure', { storage });
    const polled = recordBodies(server, purchasePaths.quotePoll);
    let ended: Promise<QuoteState> = Promise.resolve({ status: 'idle' });
    act(() => {
      ended = result.current.requestQuote();
    });
    unmount();
    // The failure would have sent the traveller back to edit mode (platform §4).
    await expect(ended).resolves.toMatchObject({ status: 'pending' });
    expect(polled).toEqual([]);
    expect(storage.getItem(stored('travelerStepMode'))).toBe('"view"');
    expect(storage.getItem(stored('flow'))).not.toContain('failure');
  });

  it('quote/poll-non-200: a 500 poll counts as pending, then ready', async () => {
    const { result } = await renderQuote('quote/poll-non-200');
    await quoteOnce(result);
    expect(result.current.status).toBe('success');
  });

  it('discards the open quote session before scheduling the next (platform §4)', async () => {
    const { result } = await renderQuote('quote/success');
    const discarded = recordBodies(server, purchasePaths.quoteDiscard);
    await quoteOnce(result);
    const first = result.current.quote?.sessionToken.value;
    await quoteOnce(result);
    await waitFor(() => expect(discarded).toEqual([{ value: first }]));
  });

  it.each([
    ['quote/failure', { kind: 'unavailable', reason: 'BlockedDates' }],
    ['quote/restriction-dates', { kind: 'unavailable', reason: 'MinStayViolation' }],
    ['quote/restriction-guests', { kind: 'unavailable', reason: 'OccupancyViolation' }],
    ['quote/failure-unhandled', { kind: 'default' }],
  ] as const)(
    '%s: its panel, back to traveler edit mode, tracked once',
    async (scenario, panel) => {
      const { result } = await renderQuote(scenario);
      const reasons = recordFailureReasons(server);
      await quoteOnce(result);
      expect(result.current.status).toBe('failure');
      expect(result.current.error).toMatchObject({ panel, returnToTravelerStep: true });
      expect(result.current.travelerStepMode).toBe('edit');
      await waitFor(() => expect(reasons).toEqual(['poll_price_quote_failed']));
    },
  );

  it('quote/schedule-failed: the generic error', async () => {
    const { result } = await renderQuote('quote/schedule-failed');
    await quoteOnce(result);
    expect(result.current.error).toMatchObject({
      panel: { kind: 'generic' },
      trackingReason: 'schedule_price_quote_failed',
    });
  });

  it('quote/no-session-token: "Session token is not present."', async () => {
    const { result } = await renderQuote('quote/no-session-token');
    await quoteOnce(result);
    expect(result.current.error?.message).toBe('Session token is not present.');
  });

  it('quote/confirmation-details-error: back to traveler edit mode', async () => {
    const { result } = await renderQuote('quote/confirmation-details-error');
    const reasons = recordFailureReasons(server);
    await quoteOnce(result);
    expect(result.current.error).toMatchObject({
      panel: undefined,
      returnToTravelerStep: true,
      trackingReason: 'confirmation_details_failed',
    });
    expect(result.current.travelerStepMode).toBe('edit');
    await waitFor(() => expect(reasons).toEqual(['confirmation_details_failed']));
  });

  it('invalid request: "Invalid Request." from incomplete state, nothing asked', async () => {
    const { result } = await renderQuote('quote/success', {
      trip: { ...testTrip, stay: { ...testTrip.stay, adults: 0 } },
    });
    await quoteOnce(result);
    expect(result.current.error?.message).toBe('Invalid Request.');
  });

  it.each([
    ['quote/price-increase', 37.5],
    ['quote/price-decrease', -42.25],
  ] as const)('%s: the price-change panel until acknowledged', async (scenario, difference) => {
    const { result } = await renderQuote(scenario);
    const reasons = recordFailureReasons(server);
    await quoteOnce(result);
    expect(result.current.priceDifference?.value).toBe(difference);
    expect(result.current.error?.panel).toMatchObject({
      kind: 'price-change',
      difference: { value: difference },
    });
    act(() => result.current.acknowledgePriceDifference());
    expect(result.current.error).toBeUndefined();
    await waitFor(() => expect(reasons).toContain('pc_price_difference'));
    // spec: platform §4 the acknowledgement is reset on a new quote request.
    await quoteOnce(result);
    expect(result.current.isPriceDifferenceAcknowledged).toBe(false);
    expect(result.current.error?.panel?.kind).toBe('price-change');
  });

  it('quote/price-change-small: no price panel under 1 unit', async () => {
    const { result } = await renderQuote('quote/price-change-small');
    await quoteOnce(result);
    expect(result.current.quote).toBeDefined();
    expect(result.current.priceDifference).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });

  it('checkout/agent-fee: the agent fee is added to the quote and is not a price change', async () => {
    const { result } = await renderQuote('checkout/agent-fee', {
      isAgentMode: true,
    });
    await quoteOnce(result);
    const fees = result.current.quote?.rate.detailedPrice.fees ?? [];
    expect(fees.some((fee) => fee.amount.value === 10)).toBe(true);
    expect(result.current.priceDifference).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });

  it("compares the shown price with what the product says it stands for (a flight's add-ons are no price change)", async () => {
    play('quote/price-increase');
    // The quote is 37.50 over the shown total: what the product adds in the checkout.
    const product = {
      ...homesCheckoutProduct,
      priceComparedOf: (quote: Parameters<typeof homesCheckoutProduct.totalOf>[0]) => {
        const { fiat } = homesCheckoutProduct.totalOf(quote);
        return { ...fiat, value: fiat.value - 37.5 };
      },
    };
    const { result } = renderHook(
      () => {
        const quote = useQuote(product, { delaysMs: fastPolls });
        const session = useSessionInfo();
        const listing = useListing(testTrip.stay);
        return { quote, ready: session.isSuccess && !listing.isPending };
      },
      { wrapper: checkoutWrapperOf(product, testTrip).wrapper },
    );
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(async () => {
      await result.current.quote.requestQuote();
    });
    expect(result.current.quote.quote).toBeDefined();
    expect(result.current.quote.priceDifference).toBeUndefined();
    expect(result.current.quote.error).toBeUndefined();
  });

  it('new quote: clears the selected card and the rewards choice', async () => {
    const { result } = await renderQuote('quote/success');
    act(() => {
      result.current.setPaymentMethodId('payment-visa-4417');
      result.current.setRewardsChoice({ kind: 'account', accountReferenceId: 'account-savor' });
    });
    await quoteOnce(result);
    expect(result.current.paymentMethodId).toBeNull();
    expect(result.current.rewardsChoice).toBeNull();
  });

  const faultCases: [FaultCall, Fault, string][] = [
    ['quote-schedule', 'network-error', 'failure'],
    ['quote-schedule', 'server-error', 'failure'],
    ['quote-schedule', 'malformed', 'failure'],
    ['quote-schedule', 'slow', 'success'],
    ['quote-poll', 'network-error', 'failure'],
    ['quote-poll', 'server-error', 'success'],
    ['quote-poll', 'malformed', 'failure'],
    ['quote-poll', 'slow', 'success'],
  ];
  it.each(faultCases)('%s %s: ends %s, the choices kept', async (call, fault, status) => {
    const { result } = await renderQuote('quote/success');
    server.use(...faultHandlers(call, fault, { once: true, delayMs: 50 }));
    act(() =>
      result.current.setContact({ emailAddress: 'ada@example.com', phoneNumber: '4165550142' }),
    );
    await quoteOnce(result);
    expect(result.current.status).toBe(status);
    if (status === 'failure')
      expect(result.current.error).toMatchObject({
        panel: { kind: 'generic' },
        trackingReason:
          call === 'quote-schedule' ? 'schedule_price_quote_failed' : 'poll_price_quote_failed',
      });
    expect(result.current.contact).toEqual({
      emailAddress: 'ada@example.com',
      phoneNumber: '4165550142',
    });
  });
});
