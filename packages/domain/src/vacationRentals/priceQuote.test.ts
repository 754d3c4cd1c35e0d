import { describe, expect, it } from 'vitest';
import {
  fulfilPollResponseSchema,
  priceQuoteSchema,
  quotePollResponseSchema,
  scheduleResponseSchema,
} from './priceQuote';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const quote = {
  sessionToken: { value: 'session-1' },
  orderedProductId: 'product-1',
  type: 'Homes',
  rate: {
    detailedPrice: {
      payNowTotal: {
        fiat: usd(1216.41),
        rewards: { 'account-venture-x': { value: 121641, currency: 'Miles' } },
      },
      sellPrice: usd(867),
      fees: [{ name: 'Cleaning fee', kind: 'Cleaning', amount: usd(150) }],
      groupedItems: [{ label: '3 nights', amount: usd(867) }],
    },
    paymentPolicy: { schedule: { kind: 'FullPaymentDueNow' }, clauses: [] },
  },
};

// spec: platform §3 "Price quote: session token (value), orderedProductId, quote type Homes, rate.detailedPrice ..."
describe('purchase schemas', () => {
  it('reads a quote, with no errors when the server sends none', () => {
    expect(priceQuoteSchema.parse(quote)).toMatchObject({
      errors: [],
      confirmationDetailsErrors: [],
    });
  });

  it('rejects a quote of another product or an unknown fee kind', () => {
    expect(priceQuoteSchema.safeParse({ ...quote, type: 'Flights' }).success).toBe(false);
    const badFee = {
      ...quote.rate.detailedPrice,
      fees: [{ name: 'x', kind: 'Mystery', amount: usd(1) }],
    };
    expect(
      priceQuoteSchema.safeParse({ ...quote, rate: { ...quote.rate, detailedPrice: badFee } })
        .success,
    ).toBe(false);
  });

  // spec: platform §4 "Results: Pending (keep polling), Failure (errors shown ...), Success with type Homes"
  it.each([
    [{ QuoteResponse: 'Pending' }, true],
    [
      { QuoteResponse: 'Failure', errors: [{ kind: 'ProductError', code: 'MinStayViolation' }] },
      true,
    ],
    [{ QuoteResponse: 'Success', quote }, true],
    [{ QuoteResponse: 'Unknown' }, false],
  ])('quote poll answer %o is readable: %s', (answer, readable) => {
    expect(quotePollResponseSchema.safeParse(answer).success).toBe(readable);
  });

  it('reads a fulfilment with its reservation', () => {
    const answer = {
      FulfillResponse: 'Success',
      fulfillment: {
        type: 'Homes',
        reservation: {
          id: { value: 'reservation-1' },
          stayDates: { from: '2026-08-01', until: '2026-08-04' },
          listing: {
            providerData: { listingProviderId: { provider: 'Vrbo' } },
            content: {
              name: 'Cabin',
              media: [],
              amenities: [],
              layout: { numberOfBedrooms: 1, numberOfBathrooms: 1, bedrooms: [], bathrooms: [] },
              location: {
                exactCoordinates: { lat: 1, lon: 2 },
                address: { ListingAddress: 'Empty' },
              },
            },
            reviews: [],
          },
          cancellationPolicy: { policy: 'FullyRefundable', primaryText: 'Fully refundable' },
        },
      },
    };
    expect(fulfilPollResponseSchema.parse(answer)).toMatchObject({ FulfillResponse: 'Success' });
  });

  // spec: platform §5 'a quote poll needs a session token ("Session token is not present.")'
  it('lets a schedule answer come without a token, for the caller to report', () => {
    expect(scheduleResponseSchema.parse({})).toEqual({});
  });
});
