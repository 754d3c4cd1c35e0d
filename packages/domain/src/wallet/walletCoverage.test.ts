import { describe, expect, it } from 'vitest';
import { walletCoverage, type WalletCoverageInput } from './walletCoverage';

// spec: platform §4 Booking may proceed "or the total is fully covered by wallet: credit only, offer only, or both, leaving zero due"; §9 credit-offer stacking
describe('walletCoverage', () => {
  it.each<
    [string, WalletCoverageInput, [offer: number, credit: number, due: number, covered: boolean]]
  >([
    ['nothing applied', { total: 250, isStackingAllowed: false }, [0, 0, 250, false]],
    [
      'credit only, a cent short',
      { total: 250, credit: 249.99, isStackingAllowed: false },
      [0, 249.99, 0.01, false],
    ],
    [
      'credit only, exactly the total',
      { total: 250, credit: 250, isStackingAllowed: false },
      [0, 250, 0, true],
    ],
    [
      'credit only, above the total',
      { total: 250, credit: 300, isStackingAllowed: false },
      [0, 250, 0, true],
    ],
    [
      'offer only, partial',
      { total: 250, offer: 50, isStackingAllowed: false },
      [50, 0, 200, false],
    ],
    [
      'offer only, above the total',
      { total: 250, offer: 260, isStackingAllowed: true },
      [250, 0, 0, true],
    ],
    [
      'both with stacking, together exactly the total',
      { total: 250, offer: 50, credit: 200, isStackingAllowed: true },
      [50, 200, 0, true],
    ],
    [
      'both with stacking, short',
      { total: 250, offer: 50, credit: 100, isStackingAllowed: true },
      [50, 100, 100, false],
    ],
    [
      'both with stacking, the offer alone covers',
      { total: 40, offer: 50, credit: 100, isStackingAllowed: true },
      [40, 0, 0, true],
    ],
    [
      'both without stacking, the credit covers more',
      { total: 250, offer: 50, credit: 200, isStackingAllowed: false },
      [0, 200, 50, false],
    ],
    [
      'both without stacking, the offer covers more',
      { total: 250, offer: 100, credit: 60, isStackingAllowed: false },
      [100, 0, 150, false],
    ],
    [
      'both without stacking, a tie goes to the offer',
      { total: 250, offer: 60, credit: 60, isStackingAllowed: false },
      [60, 0, 190, false],
    ],
    [
      'both without stacking, the credit alone covers',
      { total: 250, offer: 50, credit: 300, isStackingAllowed: false },
      [0, 250, 0, true],
    ],
    [
      'a zero offer does not block the credit',
      { total: 250, offer: 0, credit: 250, isStackingAllowed: false },
      [0, 250, 0, true],
    ],
    [
      'negative amounts count as none',
      { total: 100, offer: -5, credit: -10, isStackingAllowed: true },
      [0, 0, 100, false],
    ],
    [
      'decimal amounts stay exact',
      { total: 0.3, offer: 0.1, credit: 0.2, isStackingAllowed: true },
      [0.1, 0.2, 0, true],
    ],
    ['a zero total is covered', { total: 0, isStackingAllowed: false }, [0, 0, 0, true]],
  ])('%s', (_, input, [offerApplied, creditApplied, amountDue, isFullyCovered]) => {
    expect(walletCoverage(input)).toEqual({
      offerApplied,
      creditApplied,
      amountDue,
      isFullyCovered,
    });
  });
});
