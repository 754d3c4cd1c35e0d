import type { Fiat, RewardsAmount } from '@wayfare/domain';

/**
 * One line of the checkout breakdown, already computed by the page. Amounts are shown as given:
 * a discount or a payment applied is passed as a negative amount.
 */
export interface BreakdownLine {
  readonly label: string;
  readonly amount: Fiat;
  /**
   * `charge` (rent, fees, taxes) and `discount` add up to the trip total; `payment` (rewards, wallet
   * credit or offer applied) comes off it after the total, before the amount due.
   */
  readonly kind: 'charge' | 'discount' | 'payment';
}

/** The totals of the breakdown, already computed by the page. */
export interface BreakdownTotals {
  /** The trip total in cash. */
  readonly tripTotal: Fiat;
  /** The trip total in the chosen rewards account's currency; absent with no account chosen. */
  readonly tripTotalRewards?: RewardsAmount | undefined;
  /** What is left for the card after the payments; shown when there is any payment line. */
  readonly amountDue?: Fiat | undefined;
}
