import { act, renderHook, waitFor } from '@testing-library/react';
import { apiBasePath, priceSchema, type IsoDate } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { CheckoutProduct } from './CheckoutProduct';
import { recordBodies, recordFailureReasons } from './testing/recordRequests';
import { checkoutWrapperOf, fastPolls } from './testing/checkoutWrapper';
import { useCheckout } from './useCheckout';

/*
 * The proof that the core is product-agnostic: a product that is not a vacation rental (a day
 * pass to a museum, with its own trip, quote, booking and purchase answers) books through the
 * checkout core, touching no file of it.
 */

interface DayPassTrip {
  readonly museumId: string;
  readonly date: IsoDate;
  readonly visitors: number;
}

const dayPassQuoteSchema = z.object({
  token: z.string(),
  orderedProductId: z.string(),
  total: priceSchema,
});
type DayPassQuote = z.infer<typeof dayPassQuoteSchema>;

const dayPassTicketSchema = z.object({ ticketId: z.string(), date: z.string() });
type DayPassTicket = z.infer<typeof dayPassTicketSchema>;

const shownTotal = { value: 48, currencyCode: 'USD', currencySymbol: '$' };
const keptTickets: DayPassTicket[] = [];
const mainGuests: string[] = [];

const dayPass: CheckoutProduct<DayPassTrip, DayPassQuote, DayPassTicket> = {
  failureEvent: 'day_pass_checkout_failed',
  travelProduct: 'DayPass',
  walletProductLine: 'Lodging',
  checkoutKey: (trip) => `test.day-pass:${trip.museumId}:${trip.date}`,
  quoteRequest: (trip, agentFee) =>
    trip.visitors > 0 ? { type: 'DayPass', value: { ...trip, agentFee } } : undefined,
  quoteSchema: dayPassQuoteSchema,
  quoteTokenOf: (quote) => quote.token,
  totalOf: (quote) => quote.total,
  hasConfirmationDetailsErrors: () => false,
  useShownPrice: () => ({ total: shownTotal }),
  isOutOfPolicy: () => false,
  addMainGuest: (_client, { quote, traveler }) => {
    mainGuests.push(`${traveler.givenName} ${traveler.surname}`);
    return Promise.resolve(quote.orderedProductId);
  },
  fulfilFields: (trip) => ({ museumId: trip.museumId }),
  fulfilmentSchema: z.pipe(
    z.object({ type: z.literal('DayPass'), ticket: dayPassTicketSchema }),
    z.transform(({ ticket }) => ticket),
  ),
  keepBooking: (ticket) => void keptTickets.push(ticket),
};

const trip: DayPassTrip = { museumId: 'museum-royal-bc', date: '2026-07-12', visitors: 2 };

const { server } = mockServer();

/** The purchase API answering for day passes, at the quote's total. */
function dayPassPurchase(quoteTotal: number) {
  const total = { fiat: { ...shownTotal, value: quoteTotal } };
  server.use(
    http.post(`*${apiBasePath}/purchase/quote/schedule`, () =>
      HttpResponse.json({ value: 'day-pass-quote-1' }),
    ),
    http.post(`*${apiBasePath}/purchase/quote/poll`, () =>
      HttpResponse.json({
        QuoteResponse: 'Success',
        quote: { token: 'day-pass-quote-1', orderedProductId: 'day-pass-1', total },
      }),
    ),
    http.post(`*${apiBasePath}/purchase/fulfill/schedule`, () =>
      HttpResponse.json({ value: 'day-pass-fulfil-1' }),
    ),
    http.post(`*${apiBasePath}/purchase/fulfill/poll`, () =>
      HttpResponse.json({
        FulfillResponse: 'Success',
        fulfillment: { type: 'DayPass', ticket: { ticketId: 'TICKET-42', date: trip.date } },
      }),
    ),
  );
}

async function renderDayPassCheckout(forTrip = trip) {
  const harness = checkoutWrapperOf(dayPass, forTrip);
  const rendered = renderHook(() => useCheckout(dayPass, { delaysMs: fastPolls }), {
    wrapper: harness.wrapper,
  });
  await waitFor(() => {
    expect(rendered.result.current.travelers.selectedTraveler).toBeDefined();
    expect(rendered.result.current.contact.isComplete).toBe(true);
    expect(rendered.result.current.rewards.isPending).toBe(false);
  });
  return rendered;
}

describe('a second product on the checkout core', () => {
  it('quotes, adds the main guest, is paid by card, books once and keeps its ticket', async () => {
    dayPassPurchase(48);
    const quoteBodies = recordBodies(server, `*${apiBasePath}/purchase/quote/schedule`);
    const fulfilBodies = recordBodies(server, `*${apiBasePath}/purchase/fulfill/schedule`);
    const { result } = await renderDayPassCheckout();

    await act(async () => {
      await result.current.requestQuote();
    });
    expect(quoteBodies).toEqual([
      {
        emailAddress: 'ada.lovelace@example.com',
        request: { type: 'DayPass', value: { ...trip, agentFee: 0 } },
      },
    ]);
    expect(result.current.quote.quote?.token).toBe('day-pass-quote-1');
    expect(result.current.quote.priceDifference).toBeUndefined();
    expect(result.current.mainGuest.status).toBe('success');
    expect(mainGuests).toEqual(['Ada Lovelace']);

    act(() => {
      result.current.rewards.choose({ kind: 'do-not-apply' });
      result.current.paymentMethods.selectPaymentMethod('payment-visa-4417');
    });
    await waitFor(() => expect(result.current.canBook).toBe(true));
    await act(async () => {
      await Promise.all([result.current.book(), result.current.book()]);
    });

    expect(result.current.fulfil.status).toBe('success');
    expect(result.current.fulfil.booking).toEqual({ ticketId: 'TICKET-42', date: trip.date });
    expect(keptTickets).toEqual([{ ticketId: 'TICKET-42', date: trip.date }]);
    expect(fulfilBodies).toEqual([
      {
        quoteToken: { value: 'day-pass-quote-1' },
        ancillaries: [],
        payments: [{ type: 'UserCard', paymentMethodId: 'payment-visa-4417', amount: shownTotal }],
        museumId: trip.museumId,
        agentFee: 0,
      },
    ]);
    // Booked, the checkout stays booked: no second booking, no new quote.
    await act(async () => {
      await result.current.book();
    });
    expect(fulfilBodies).toHaveLength(1);
  });

  it('compares the quote with the price shown: a rise is the price-change panel until acknowledged', async () => {
    dayPassPurchase(60);
    const { result } = await renderDayPassCheckout();
    await act(async () => {
      await result.current.requestQuote();
    });
    expect(result.current.quote.priceDifference).toEqual({ ...shownTotal, value: 12 });
    expect(result.current.error?.panel).toMatchObject({
      kind: 'price-change',
      difference: { value: 12 },
    });
    act(() => result.current.quote.acknowledgePriceDifference());
    expect(result.current.error).toBeUndefined();
  });

  it('refuses a trip that makes no valid quote request, logging under its own event', async () => {
    dayPassPurchase(48);
    const reasons = recordFailureReasons(server);
    const { result } = await renderDayPassCheckout({ ...trip, visitors: 0 });
    await act(async () => {
      await result.current.requestQuote();
    });
    expect(result.current.quote.status).toBe('failure');
    expect(result.current.error?.message).toBe('Invalid Request.');
    await waitFor(() => expect(reasons).toEqual(['schedule_price_quote_failed']));
  });
});
