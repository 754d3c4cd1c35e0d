import { describe, expect, it } from 'vitest';
import type { Price } from '../money/money';
import { flightCheckoutLines, flightCheckoutTexts } from './flightCheckout';
import type { FlightAddOnCharge } from './flightAddOns';
import type { FlightPriceQuote } from './flightPurchase';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const shown: Price = { fiat: usd(812.5) };

const quote = (fee: number, addOns: FlightAddOnCharge[] = []): FlightPriceQuote => {
  const cents = addOns.reduce((sum, { amount }) => sum + Math.round(amount.value * 100), 77250);
  const grandTotal = (cents + Math.round(fee * 100)) / 100;
  return {
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
    total: { fiat: usd(grandTotal) },
    pricing: {
      passengers: [
        { kind: 'Adult', count: 2, each: usd(350) },
        { kind: 'LapInfant', count: 1, each: usd(72.5) },
      ],
      base: usd(656.62),
      taxes: usd(115.88),
      fee: usd(fee),
      addOns,
      grandTotal: usd(grandTotal),
    },
    isInternational: false,
    addOnOffers: [],
    confirmationDetailsErrors: [],
  };
};

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

  it('lists each add-on bought by its title, before the agent fee, the lines adding up to the total', () => {
    const { lines, total } = flightCheckoutLines(
      shown,
      quote(25, [
        { addOnId: 'cfar', amount: usd(115.88) },
        { addOnId: 'delay', amount: usd(48) },
      ]),
      '',
    );
    expect(lines).toEqual([
      { label: `${flightCheckoutTexts.fares.Adult} × 2`, amount: usd(700) },
      { label: flightCheckoutTexts.fares.LapInfant, amount: usd(72.5) },
      { label: 'Cancel for any reason', amount: usd(115.88) },
      { label: 'Flight delay protection', amount: usd(48) },
      { label: flightCheckoutTexts.agentFee, amount: usd(25) },
    ]);
    const cents = lines.reduce((sum, { amount }) => sum + Math.round(amount.value * 100), 0);
    expect(cents).toBe(Math.round(total.fiat.value * 100));
    expect(total.fiat.value).toBe(961.38);
  });
});
