import { describe, expect, it } from 'vitest';
import { packageDiscountKind } from './packageDiscountKinds';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

// spec: products §3 Packages "NoDiscount, WithDiscount"; STATES.md §31 "Package price without or with discount".
describe('packageDiscountKind', () => {
  it.each([
    ['no savings', undefined, 'NoDiscount'],
    ['savings of 0.00', usd(0), 'NoDiscount'],
    ['a negative difference', usd(-5), 'NoDiscount'],
    ['savings of 0.01', usd(0.01), 'WithDiscount'],
    ['savings of 120.00', usd(120), 'WithDiscount'],
  ])('%s: %s', (_, savings, kind) => {
    expect(packageDiscountKind(savings)).toBe(kind);
  });
});
