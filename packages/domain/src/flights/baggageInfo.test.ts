import { describe, expect, it } from 'vitest';
import { bagChargeText, baggageInfoSchema } from './baggageInfo';

// spec: products §9 "bag charge display 'Bag N at $amount currency'", "amounts shown with 2 decimals in en-US format"
describe('bagChargeText', () => {
  it.each([
    [{ firstPiece: 1, amount: 30, currency: 'USD' }, 'Bag 1 at $30.00 USD'],
    [{ firstPiece: 2, amount: 35, currency: 'USD' }, 'Bag 2 at $35.00 USD'],
    [{ firstPiece: 3, amount: 0.99, currency: 'USD' }, 'Bag 3 at $0.99 USD'],
    [{ firstPiece: 3, amount: 1, currency: 'USD' }, 'Bag 3 at $1.00 USD'],
    [{ firstPiece: 4, amount: 1250, currency: 'CAD' }, 'Bag 4 at $1,250.00 CAD'],
  ])('%o -> %s', (charge, text) => {
    expect(bagChargeText(charge)).toBe(text);
  });
});

// spec: products §3 "Baggage info: allowed, not allowed or unknown, with allowance pieces, descriptions and charges (firstPiece, amount, currency)"
describe('baggageInfoSchema', () => {
  it.each([
    [
      {
        BaggageInfo: 'Allowed',
        allowance: { pieces: 1, descriptions: ['1 checked bag, up to 23 kg'] },
        charges: [{ firstPiece: 2, amount: 35, currency: 'USD' }],
      },
    ],
    [{ BaggageInfo: 'NotAllowed' }],
    [{ BaggageInfo: 'Unknown' }],
  ])('accepts %o', (info) => {
    expect(baggageInfoSchema.parse(info)).toEqual(info);
  });

  it('rejects a charge for bag 0', () => {
    expect(
      baggageInfoSchema.safeParse({
        BaggageInfo: 'Allowed',
        allowance: { pieces: 0, descriptions: [] },
        charges: [{ firstPiece: 0, amount: 35, currency: 'USD' }],
      }).success,
    ).toBe(false);
  });
});
