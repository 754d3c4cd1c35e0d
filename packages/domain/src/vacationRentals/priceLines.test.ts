import { describe, expect, it } from 'vitest';
import { feeKinds } from './listing';
import { feeKindNames, priceLines, taxesAndFeesNote } from './priceLines';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = {
  nightly: { fiat: usd(289) },
  total: { fiat: usd(1216.41) },
  rentTotal: { fiat: usd(867) },
  taxes: [{ name: 'Occupancy tax', amount: usd(112.71) }],
  fees: [{ kind: 'Cleaning' as const, name: 'Cleaning fee', amount: usd(150) }],
  discounts: [{ kind: 'HostFunded' as const, amount: usd(20) }],
  displayTaxesAndFeesIncluded: false,
};

// spec: platform §3 "rate with price (nightly, total, rentTotal, taxes[], fees[], discounts[], displayTaxesAndFeesIncluded)"
describe('priceLines', () => {
  it('lists rent, fees, taxes and discounts taken off', () => {
    expect(priceLines(price, 3).map((line) => [line.label, line.amount.value, line.kind])).toEqual([
      ['$289.00 × 3 nights', 867, 'rent'],
      ['Cleaning fee', 150, 'fee'],
      ['Occupancy tax', 112.71, 'tax'],
      ['Host discount', -20, 'discount'],
    ]);
  });

  it('says one night', () => {
    expect(priceLines({ ...price, discounts: [] }, 1)[0]?.label).toBe('$289.00 × 1 night');
  });

  it.each([
    [true, 'Prices include taxes and fees.'],
    [false, 'Nightly prices do not include taxes and fees.'],
  ])('taxes included %s: %s', (included, note) => {
    expect(taxesAndFeesNote({ ...price, displayTaxesAndFeesIncluded: included })).toBe(note);
  });
});

// spec: platform §3 fee kinds
describe('feeKindNames', () => {
  it('names every fee kind, each differently', () => {
    const names = feeKinds.map((kind) => feeKindNames[kind]);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(feeKinds.length);
  });
});
