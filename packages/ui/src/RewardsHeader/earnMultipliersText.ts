import {
  earnKindOf,
  earnProducts,
  formatEarnMultiplier,
  type EarnProduct,
  type RewardsAccount,
} from '@wayfare/domain';

const productOrder: readonly EarnProduct[] = ['hotels', 'cars', 'flights', 'homes'];

/** What an account earns per product, e.g. "10X on hotels · 10X on rental cars · …" (spec: platform §3, §9). */
export function earnMultipliersText(account: RewardsAccount): string {
  const kind = earnKindOf(account.rewardsBalance.currency);
  return productOrder
    .map(
      (product) =>
        `${formatEarnMultiplier(account.earn[earnProducts[product].multiplier], kind)} on ${earnProducts[product].label}`,
    )
    .join(' · ');
}
