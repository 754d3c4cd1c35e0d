import type { CheckoutControls } from '@wayfare/booking';
import {
  nightsBetween,
  priceLines,
  type CheckoutQuery,
  type Fiat,
  type ListingRate,
  type PriceQuote,
  type Reservation,
  type RewardsAmount,
  type VacationRentalListing,
  type WalletCoverage,
} from '@wayfare/domain';
import type { BreakdownLine, BreakdownTotals } from '@wayfare/ui';

export interface CheckoutBreakdownInput {
  /** The rate the listing page showed for the stay. */
  readonly rate: ListingRate;
  readonly nights: number;
  /** The quote, once there is one: its fees and total replace the listing's. */
  readonly quote: PriceQuote | undefined;
  /** What the travel wallet pays (spec: platform §4). */
  readonly wallet: WalletCoverage | undefined;
  /** What the rewards pay, in cash (spec: platform §4 Rewards selection). */
  readonly rewardsCash: Fiat | undefined;
  /** The rewards account chosen, to show the trip total in its rewards. */
  readonly accountReferenceId: string | undefined;
}

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

/**
 * The checkout breakdown's lines and totals (spec: platform §2 checkout breakdown, §3 price
 * quote): before a quote, the listing's own price lines (priceLines of @wayfare/domain); with a
 * quote, the rent and discounts of the listing and the quote's fee lines, with the quote's total.
 * When the quote's total is not the sum of its lines (a price change), the difference is its own
 * line, so the lines always add up to the total shown. Then what the wallet and the rewards pay.
 */
export function checkoutBreakdown({
  rate,
  nights,
  quote,
  wallet,
  rewardsCash,
  accountReferenceId,
}: CheckoutBreakdownInput): CheckoutBreakdownFigures {
  const listingLines = priceLines(rate.price, nights);
  const total = quote ? quote.rate.detailedPrice.payNowTotal : rate.price.total;
  const tripTotal = total.fiat;
  const fiat = (value: number): Fiat => ({ ...tripTotal, value });

  const charges: BreakdownLine[] = quote
    ? [
        ...listingLines
          .filter((line) => line.kind === 'rent')
          .map((line) => ({ label: line.label, amount: line.amount, kind: 'charge' as const })),
        ...quote.rate.detailedPrice.fees.map((fee) => ({
          label: fee.name,
          amount: fee.amount,
          kind: 'charge' as const,
        })),
        ...listingLines
          .filter((line) => line.kind === 'discount')
          .map((line) => ({ label: line.label, amount: line.amount, kind: 'discount' as const })),
      ]
    : listingLines.map((line) => ({
        label: line.label,
        amount: line.amount,
        kind: line.kind === 'discount' ? ('discount' as const) : ('charge' as const),
      }));
  const linesTotal = charges.reduce((sum, line) => sum + cents(line.amount.value), 0);
  const adjustment = cents(tripTotal.value) - linesTotal;
  const adjusted: BreakdownLine[] =
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

  const payments: BreakdownLine[] = [
    ...(wallet && wallet.offerApplied > 0
      ? [payment(paymentLineLabels.offer, fiat(wallet.offerApplied))]
      : []),
    ...(wallet && wallet.creditApplied > 0
      ? [payment(paymentLineLabels.credit, fiat(wallet.creditApplied))]
      : []),
    ...(rewardsCash && rewardsCash.value > 0
      ? [payment(paymentLineLabels.rewards, rewardsCash)]
      : []),
  ];
  const paid = payments.reduce((sum, line) => sum - cents(line.amount.value), 0);
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

function payment(label: string, amount: Fiat): BreakdownLine {
  return { label, amount: { ...amount, value: -amount.value }, kind: 'payment' };
}

/** The breakdown of a checkout of the listing, for the stay of its address; none when unavailable. */
export function checkoutBreakdownOf(
  listing: VacationRentalListing,
  query: CheckoutQuery,
  { quote, wallet, rewards }: CheckoutControls<PriceQuote, Reservation>,
): CheckoutBreakdownFigures | undefined {
  const { availability } = listing;
  if (availability.AvailabilityResult !== 'Available') return undefined;
  return checkoutBreakdown({
    rate: availability.rate,
    nights: nightsBetween(query.fromDate, query.untilDate),
    quote: quote.quote,
    wallet: wallet.coverage,
    rewardsCash: rewards.payment?.fiatAmount,
    accountReferenceId:
      rewards.choice.kind === 'account' ? rewards.choice.accountReferenceId : undefined,
  });
}
