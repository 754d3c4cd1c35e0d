import { describe, expect, it } from 'vitest';
import type { Price } from '../money/money';
import { flightCheckoutLines, flightCheckoutTexts } from './flightCheckout';
import type { FlightPriceQuote } from './flightPurchase';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const shown: Price = { fiat: usd(812.5) };

const quote = (fee: number): FlightPriceQuote => ({
  type: 'Flight',
  sessionToken: { value: 'quote-1' },
  orderedProductId: 'product-1',
  legs: [
    {
      fareId: 'fare-1',
      origin: 'JFK',
      originCity: 'New York',
      destination: 'LAX',
      destinationCity: 'Los Angeles',
      departure: '2026-08-10T15:00:00',
      arrival: '2026-08-10T17:30:00',
      airlineCodes: ['B6'],
      shortBrandName: 'Blue',
      cabinClass: 'Economy',
    },
  ],
  total: { fiat: usd(772.5 + fee) },
  pricing: {
    passengers: [
      { kind: 'Adult', count: 2, each: usd(350) },
      { kind: 'LapInfant', count: 1, each: usd(72.5) },
    ],
    base: usd(656.62),
    taxes: usd(115.88),
    fee: usd(fee),
    grandTotal: usd(772.5 + fee),
  },
  isInternational: false,
  confirmationDetailsErrors: [],
});

describe('flightCheckoutLines', () => {
  it('shows the trip as the flight list priced it before the quote', () => {
    expect(flightCheckoutLines(shown, undefined, '2 adults, 1 infant on lap')).toEqual({
      total: shown,
      lines: [
        {
          label: 'Flights for 2 adults, 1 infant on lap, taxes and fees included',
          amount: usd(812.5),
        },
      ],
    });
  });

  it('lists each passenger kind’s fares with the quote, and an agent fee when there is one', () => {
    expect(flightCheckoutLines(shown, quote(0), '').lines).toEqual([
      { label: `${flightCheckoutTexts.fares.Adult} × 2`, amount: usd(700) },
      { label: flightCheckoutTexts.fares.LapInfant, amount: usd(72.5) },
    ]);
    const withFee = flightCheckoutLines(shown, quote(25), '');
    expect(withFee.lines.at(-1)).toEqual({ label: flightCheckoutTexts.agentFee, amount: usd(25) });
    expect(withFee.total.fiat.value).toBe(797.5);
  });
});
