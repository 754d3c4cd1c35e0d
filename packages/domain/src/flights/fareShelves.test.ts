import { describe, expect, it } from 'vitest';
import { fareRefundability } from './fareRefundability';
import { fareShelfOfRating } from './fareShelves';

// spec: products §3 "Shelf ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4"
describe('fareShelfOfRating', () => {
  it.each([
    [0, 'basic'],
    [1, 'standard'],
    [2, 'enhanced'],
    [3, 'premium'],
    [4, 'luxury'],
    [5, undefined],
    [-1, undefined],
    [1.5, undefined],
  ])('%d -> %s', (rating, shelf) => {
    expect(fareShelfOfRating(rating)).toBe(shelf);
  });
});

// spec: products §3 "Refundability: FullFtc, PartialFtc, otherwise none"
describe('fareRefundability', () => {
  it.each([
    ['FullFtc', 'FullFtc'],
    ['PartialFtc', 'PartialFtc'],
    ['Refundable', 'None'],
    ['fullftc', 'None'],
    ['', 'None'],
    [null, 'None'],
    [undefined, 'None'],
  ])('%j -> %s', (value, refundability) => {
    expect(fareRefundability(value)).toBe(refundability);
  });
});
