import { describe, expect, it } from 'vitest';
import { earnKindOf, formatEarnMultiplier } from './earnUnit';

// spec: platform §9 "Earn unit: X for miles, % for cash back"; multipliers seen 1x, 1.5x, 2x, 3x, 4x
describe('earn unit', () => {
  it.each([
    ['Miles', 'miles'],
    ['miles', 'miles'],
    ['USD', 'cashBack'],
    ['Cash', 'cashBack'],
  ] as const)('a %s account earns %s', (currency, kind) => {
    expect(earnKindOf(currency)).toBe(kind);
  });

  it.each([
    [1, 'miles', '1X'],
    [1.5, 'miles', '1.5X'],
    [4, 'miles', '4X'],
    [2, 'cashBack', '2%'],
    [1.5, 'cashBack', '1.5%'],
  ] as const)('%s for %s is %s', (multiplier, kind, shown) => {
    expect(formatEarnMultiplier(multiplier, kind)).toBe(shown);
  });
});
