import type { Fiat } from '../money/money';

/** Whether a package price carries a discount (spec: products §3 Packages). */
export const packageDiscountKinds = ['NoDiscount', 'WithDiscount'] as const;
export type PackageDiscountKind = (typeof packageDiscountKinds)[number];

/**
 * spec: products §3 Packages "NoDiscount, WithDiscount". Our reading: a package is WithDiscount
 * only when it saves a positive amount over booking its parts apart; no savings, zero or a
 * negative difference is NoDiscount.
 */
export function packageDiscountKind(savings: Fiat | undefined): PackageDiscountKind {
  return savings !== undefined && savings.value > 0 ? 'WithDiscount' : 'NoDiscount';
}
