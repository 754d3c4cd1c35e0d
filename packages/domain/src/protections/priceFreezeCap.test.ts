import { describe, expect, it } from 'vitest';
import { priceFreezeCap, priceFreezeCapState, priceFreezeSavings } from './priceFreezeCap';

// spec: products §4 "Cap states UnderCap, OverCap"; §9 "cap $500 per passenger or room";
// STATES §24 price-freeze/cap-{under,over}
describe('priceFreezeCapState and priceFreezeSavings', () => {
  it.each([
    ['price fell', 200, 180, 500, 'UnderCap', 0],
    ['price unchanged', 200, 200, 500, 'UnderCap', 0],
    ['rose 499.99', 200, 699.99, 500, 'UnderCap', 499.99],
    ['rose exactly the cap', 200, 700, 500, 'UnderCap', 500],
    ['rose 500.01', 200, 700.01, 500, 'OverCap', 500],
    ['rose well over the cap', 200, 1200, 500, 'OverCap', 500],
  ] as const)('%s', (_, frozen, selling, cap, state, savings) => {
    expect(priceFreezeCapState({ frozen, selling, cap })).toBe(state);
    expect(priceFreezeSavings({ frozen, selling, cap })).toBe(savings);
  });
});

// spec: products §9 "cap $500 per passenger or room"
describe('priceFreezeCap', () => {
  it.each([
    [1, 500],
    [2, 1000],
    [4, 2000],
    [0, 0],
    [-2, 0],
  ])('%i passengers or rooms: $%i', (count, value) => {
    expect(priceFreezeCap(count)).toEqual({ value, currencyCode: 'USD', currencySymbol: '$' });
  });
});
