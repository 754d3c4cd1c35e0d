/** Where the post-booking offer stands on screen (spec: products §4 "Post-booking offer flow"). */
export const postBookingOfferFlowStates = [
  'NotCalled',
  'NoOffer',
  'FetchOffer',
  'ValidOffer',
  'Confirmation',
] as const;
export type PostBookingOfferFlowState = (typeof postBookingOfferFlowStates)[number];

/** Where the call to POST /api/v2/ancillaries/postbooking/offer/get stands (spec: products §4, §7). */
export const postBookingOfferCallStates = ['NotCalled', 'Failed', 'InProgress', 'Success'] as const;
export type PostBookingOfferCallState = (typeof postBookingOfferCallStates)[number];

export interface PostBookingOfferProgress {
  readonly callState: PostBookingOfferCallState;
  /** Whether a successful call returned an offer. */
  readonly hasOffer: boolean;
  /** Whether the user accepted the offer. */
  readonly accepted: boolean;
}

/**
 * spec: products §4 "Post-booking offer flow: NotCalled, NoOffer, FetchOffer, ValidOffer,
 * Confirmation; call state NotCalled, Failed, InProgress, Success", as STATES.md §32 pairs them:
 * FetchOffer while the call is InProgress, NoOffer when it Failed or found nothing, ValidOffer
 * when it found one, Confirmation once the user accepted it. The call's errors
 * (postBookingOfferErrors of bookingErrors) all end in Failed, so in NoOffer.
 */
export function postBookingOfferFlowState(
  progress: PostBookingOfferProgress,
): PostBookingOfferFlowState {
  switch (progress.callState) {
    case 'NotCalled':
      return 'NotCalled';
    case 'InProgress':
      return 'FetchOffer';
    case 'Failed':
      return 'NoOffer';
    case 'Success':
      if (!progress.hasOffer) return 'NoOffer';
      return progress.accepted ? 'Confirmation' : 'ValidOffer';
  }
}
