import { formatFiat } from '../money/formatFiat';
import { formatRewards } from '../money/formatRewards';
import type { Price } from '../money/money';

/**
 * The bedroom count of a search result or the overview (spec: platform §2 'Overview shows "Up to
 * N guest(s)", bedrooms'): "1 bedroom", "3 bedrooms".
 */
export function bedroomsText(count: number): string {
  return `${count} bedroom${count === 1 ? '' : 's'}`;
}

/**
 * The price line of a search result (spec: platform §2 search results; the wording is ours): the
 * nightly price, and what it costs in the selected rewards account when the price has it, e.g.
 * "$289.00 / night · or 28,900 miles".
 */
export function nightlyPriceText(nightly: Price, rewardsAccountReferenceId?: string): string {
  const cash = `${formatFiat(nightly.fiat)} / night`;
  const rewards =
    rewardsAccountReferenceId === undefined
      ? undefined
      : nightly.rewards?.[rewardsAccountReferenceId];
  return rewards ? `${cash} · or ${formatRewards(rewards)}` : cash;
}

/** The stay's total under the price line of a search result, e.g. "$867.00 total". */
export function totalPriceText(total: Price): string {
  return `${formatFiat(total.fiat)} total`;
}
