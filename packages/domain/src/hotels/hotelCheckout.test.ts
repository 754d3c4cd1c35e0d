import { describe, expect, it } from 'vitest';
import { hotelCheckoutLines, hotelCheckoutTexts } from './hotelCheckout';
import type { ChosenRoomRate } from './chosenRoomRate';
import type { HotelPriceQuote } from './hotelPriceQuote';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number) => ({ fiat: usd(value) });

const defaultRate = {
  total: price(600),
  product: { variant: { type: 'Default' } },
} as unknown as ChosenRoomRate;
const refundableRate = {
  total: price(690),
  product: { variant: { type: 'RefundableRoom', premiumPrices: price(90) } },
} as unknown as ChosenRoomRate;

const quoteOf = (total: number, taxes: number, premium?: number) =>
  ({
    total: price(total),
    pricing: { subtotal: usd(total - taxes), taxes: usd(taxes) },
    ...(premium === undefined ? {} : { refundableRoom: { premium: price(premium) } }),
  }) as unknown as HotelPriceQuote;

const sum = (lines: readonly { amount: { value: number } }[]) =>
  Math.round(lines.reduce((cents, line) => cents + line.amount.value * 100, 0)) / 100;

describe('hotelCheckoutLines', () => {
  it('before the quote: the room as the room select priced it, taxes included', () => {
    const { lines, total } = hotelCheckoutLines(defaultRate, 3, undefined);
    expect(lines).toEqual([{ label: hotelCheckoutTexts.roomTaxesIncluded(3), amount: usd(600) }]);
    expect(total.fiat.value).toBe(600);
  });

  it("before the quote: a refundable room's premium is its own line, the room what is left", () => {
    const { lines } = hotelCheckoutLines(refundableRate, 3, undefined);
    expect(lines).toEqual([
      { label: hotelCheckoutTexts.roomTaxesIncluded(3), amount: usd(600) },
      { label: hotelCheckoutTexts.refundableRoom, amount: usd(90) },
    ]);
    expect(sum(lines)).toBe(690);
  });

  it("with the quote: the room, the premium and the taxes add up to the quote's total", () => {
    const { lines, total } = hotelCheckoutLines(refundableRate, 1, quoteOf(702.5, 48.25, 90));
    expect(lines.map((line) => line.label)).toEqual([
      hotelCheckoutTexts.room(1),
      hotelCheckoutTexts.refundableRoom,
      hotelCheckoutTexts.taxes,
    ]);
    expect(lines[0]?.amount.value).toBe(564.25);
    expect(sum(lines)).toBe(total.fiat.value);
  });

  it('with the quote of a default rate: no premium line', () => {
    const { lines } = hotelCheckoutLines(defaultRate, 2, quoteOf(600, 40));
    expect(lines.map((line) => line.label)).toEqual([
      hotelCheckoutTexts.room(2),
      hotelCheckoutTexts.taxes,
    ]);
  });
});
