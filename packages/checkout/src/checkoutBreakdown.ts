import type { CheckoutControls } from '@wayfare/booking';
import type { Fiat, Price, RewardsAmount } from '@wayfare/domain';
import type { BreakdownLine, BreakdownTotals } from '@wayfare/ui';

export interface CheckoutBreakdownFigures extends BreakdownTotals {
  readonly lines: readonly BreakdownLine[];
}

/** Texts of the payment lines (ours: the spec names the payments, not their lines). */
export const paymentLineLabels = {
  offer: 'Travel offer applied',
  credit: 'Travel credit applied',
  rewards: 'Rewards applied',
  priceAdjustment: 'Price adjustment',
} as const;

const cents = (value: number) => Math.round(value * 100);

function payment(label: string, amount: Fiat): BreakdownLine {
  return { label, amount: { ...amount, value: -amount.value }, kind: 'payment' };
}

/**
 * The checkout breakdown's lines and totals (spec: platform §2 checkout breakdown): the product's
 * charges and discounts, then what the wallet and the rewards pay, over what is paid now. When
 * the total is not the sum of the charges (a price change), the difference is its own line, so
 * the lines always add up to the total shown.
 */
export function checkoutBreakdown(
  charges: readonly BreakdownLine[],
  /** What is paid now, in cash and per rewards account: the quote's, or the price shown before it. */
  total: Price,
  { wallet, rewards }: Pick<CheckoutControls, 'wallet' | 'rewards'>,
): CheckoutBreakdownFigures {
  const tripTotal = total.fiat;
  const fiat = (value: number): Fiat => ({ ...tripTotal, value });
  const linesTotal = charges.reduce((sum, line) => sum + cents(line.amount.value), 0);
  const adjustment = cents(tripTotal.value) - linesTotal;
  const adjusted: readonly BreakdownLine[] =
    adjustment === 0
      ? charges
      : [
          ...charges,
          {
            label: paymentLineLabels.priceAdjustment,
            amount: fiat(adjustment / 100),
            kind: adjustment > 0 ? 'charge' : 'discount',
          },
        ];
  const coverage = wallet.coverage;
  const rewardsCash = rewards.payment?.fiatAmount;
  const payments: BreakdownLine[] = [
    ...(coverage && coverage.offerApplied > 0
      ? [payment(paymentLineLabels.offer, fiat(coverage.offerApplied))]
      : []),
    ...(coverage && coverage.creditApplied > 0
      ? [payment(paymentLineLabels.credit, fiat(coverage.creditApplied))]
      : []),
    ...(rewardsCash && rewardsCash.value > 0
      ? [payment(paymentLineLabels.rewards, rewardsCash)]
      : []),
  ];
  const paid = payments.reduce((sum, line) => sum - cents(line.amount.value), 0);
  const accountReferenceId =
    rewards.choice.kind === 'account' ? rewards.choice.accountReferenceId : undefined;
  const tripTotalRewards: RewardsAmount | undefined =
    accountReferenceId === undefined ? undefined : total.rewards?.[accountReferenceId];
  return {
    lines: [...adjusted, ...payments],
    tripTotal,
    tripTotalRewards,
    amountDue:
      payments.length === 0 ? undefined : fiat(Math.max(0, cents(tripTotal.value) - paid) / 100),
  };
}
