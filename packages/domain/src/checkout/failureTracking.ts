/** Why a checkout failed, as the failure event records it (spec: platform §8 "Failure tracking reasons"). */
export const failureTrackingReasons = [
  'pc_price_difference',
  'payment_verification_failed',
  'confirmation_details_failed',
  'schedule_book_failed',
  'schedule_price_quote_failed',
  'poll_price_quote_failed',
  'add_main_guest_failed',
] as const;
export type FailureTrackingReason = (typeof failureTrackingReasons)[number];
