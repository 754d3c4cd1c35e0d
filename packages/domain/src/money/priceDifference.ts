import type { Fiat } from './money';

/** spec: platform §9 "Price-difference threshold: 1 currency unit". */
export const priceDifferenceThreshold = 1;

/**
 * The change between the total the traveller saw and the new one, when it counts: spec: platform
 * §5 "A price difference counts when the absolute change is at least 1 currency unit." Smaller
 * changes are absorbed silently; a change of currency is always a difference.
 */
export function priceDifference(previous: Fiat, next: Fiat): Fiat | undefined {
  if (previous.currencyCode !== next.currencyCode) return next;
  const change = Math.round((next.value - previous.value) * 100) / 100;
  return Math.abs(change) >= priceDifferenceThreshold ? { ...next, value: change } : undefined;
}
