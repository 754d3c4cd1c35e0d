/** What the traveler applies from the wallet, in the trip total's currency. */
export interface WalletCoverageInput {
  /** The trip total. */
  readonly total: number;
  /** The credit amount chosen, if any. */
  readonly credit?: number | undefined;
  /** The chosen offer's amount, if any. */
  readonly offer?: number | undefined;
  /** The credit-offer stacking experiment (spec: platform §9); without it one item applies. */
  readonly isStackingAllowed: boolean;
}

export interface WalletCoverage {
  readonly offerApplied: number;
  readonly creditApplied: number;
  /** What is left to pay by card or rewards. */
  readonly amountDue: number;
  /** Nothing is due: booking may proceed without card or rewards (spec: platform §4). */
  readonly isFullyCovered: boolean;
}

// Amounts are worked in cents so that sums and differences of decimal amounts stay exact.
const toCents = (amount: number | undefined): number =>
  amount === undefined ? 0 : Math.max(0, Math.round(amount * 100));
const fromCents = (cents: number): number => cents / 100;

/**
 * spec: platform §4 "Booking may proceed only when ... (or the total is fully covered by wallet:
 * credit only, offer only, or both, leaving zero due)"; both apply only when credit-offer stacking
 * is allowed (§9). Each item covers at most what is left. With both, the offer goes first (it is
 * tied to this product and expires; the credit stays usable elsewhere). Without stacking only one
 * applies: the one that covers more, the offer on a tie (our choice; the spec does not say).
 */
export function walletCoverage(input: WalletCoverageInput): WalletCoverage {
  const total = toCents(input.total);
  let offer = Math.min(toCents(input.offer), total);
  let credit = Math.min(toCents(input.credit), total - offer);
  if (!input.isStackingAllowed && offer > 0 && credit > 0) {
    const creditAlone = Math.min(toCents(input.credit), total);
    if (creditAlone > offer) {
      offer = 0;
      credit = creditAlone;
    } else {
      credit = 0;
    }
  }
  const due = total - offer - credit;
  return {
    offerApplied: fromCents(offer),
    creditApplied: fromCents(credit),
    amountDue: fromCents(due),
    isFullyCovered: due === 0,
  };
}
