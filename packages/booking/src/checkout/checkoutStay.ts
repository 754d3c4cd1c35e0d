import type { StayDates } from '@wayfare/domain';

/** The stay a checkout books: what the listing page sent it (spec: platform §2 "Continue ... keeps the query"). */
export interface CheckoutStay {
  readonly listingId: string;
  readonly stayDates: StayDates;
  readonly adults: number;
  /** One age per child (every child is stored as 17, spec: platform §9). */
  readonly childAges: readonly number[];
  readonly pets: number;
  /** Agent-portal mode adds the agent fee to the quote and the booking (spec: platform §1, §9). */
  readonly isAgentMode: boolean;
  /** The `recommended` query parameter, sent as isRecommended (spec: platform §4). */
  readonly isRecommended: boolean;
}

/**
 * The key a checkout's choices are kept under: the listing and the stay, so that a refresh or
 * back-and-forward restores them, and another listing or other dates start afresh.
 */
export function checkoutStorageKey(stay: Pick<CheckoutStay, 'listingId' | 'stayDates'>): string {
  return `wayfare.checkout:${stay.listingId}:${stay.stayDates.from}:${stay.stayDates.until}`;
}
