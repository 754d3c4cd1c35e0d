/** Why a cancel- or change-for-any-reason purchase is refused; the names are ours (spec: products §5). */
export const anyReasonPurchaseIneligibilities = ['NotAtBooking', 'NotForEveryone'] as const;
export type AnyReasonPurchaseIneligibility = (typeof anyReasonPurchaseIneligibilities)[number];

export interface AnyReasonPurchase {
  /** Whether the add-on is bought together with the booking. */
  readonly isAtBooking: boolean;
  /** Every passenger and segment (flights) or every room (hotels) of the booking. */
  readonly bookingItemIds: readonly string[];
  /** Those the add-on would cover. */
  readonly coveredItemIds: readonly string[];
}

/**
 * spec: products §5 "Cancel for any reason and change for any reason must be bought at booking
 * time, for all passengers and segments (flights) or all rooms (hotels)". Undefined when allowed.
 */
export function anyReasonPurchaseIneligibility(
  purchase: AnyReasonPurchase,
): AnyReasonPurchaseIneligibility | undefined {
  if (!purchase.isAtBooking) return 'NotAtBooking';
  const covered = new Set(purchase.coveredItemIds);
  return purchase.bookingItemIds.every((id) => covered.has(id)) ? undefined : 'NotForEveryone';
}
