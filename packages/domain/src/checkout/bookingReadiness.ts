/** What still stands between the traveller and "Confirm and Book" (spec: platform §4 "Booking may proceed"). */
export const bookingBlockers = [
  'traveler-missing',
  'contact-missing',
  'payment-missing',
  'call-in-progress',
  'price-change-unacknowledged',
  'main-guest-not-added',
] as const;
export type BookingBlocker = (typeof bookingBlockers)[number];

export interface BookingReadinessInput {
  readonly travelerDone: boolean;
  readonly contactDone: boolean;
  readonly paymentDone: boolean;
  /** What is due after wallet credit and offers; 0 when the wallet covers the whole trip. */
  readonly amountDueAfterWallet: number;
  readonly callInProgress: boolean;
  /** A price change was shown and not yet acknowledged. */
  readonly priceChangePending: boolean;
  readonly mainGuestAdded: boolean;
}

/**
 * spec: platform §4 "Booking may proceed only when travelers, contact and payment are done (or the
 * total is fully covered by wallet: credit only, offer only, or both, leaving zero due), no call is
 * in progress, any price change is acknowledged, and the main guest was added successfully."
 */
export function bookingBlockersOf(input: BookingReadinessInput): BookingBlocker[] {
  const coveredByWallet = input.amountDueAfterWallet <= 0;
  const blockers: [boolean, BookingBlocker][] = [
    [!input.travelerDone, 'traveler-missing'],
    [!input.contactDone, 'contact-missing'],
    [!input.paymentDone && !coveredByWallet, 'payment-missing'],
    [input.callInProgress, 'call-in-progress'],
    [input.priceChangePending, 'price-change-unacknowledged'],
    [!input.mainGuestAdded, 'main-guest-not-added'],
  ];
  return blockers.filter(([blocks]) => blocks).map(([, blocker]) => blocker);
}

/** Whether "Confirm and Book" is enabled; a second click while a call runs finds it disabled. */
export function canBook(input: BookingReadinessInput): boolean {
  return bookingBlockersOf(input).length === 0;
}
