/** Where a booked experience stands for cancellation (spec: products §3 Experiences, §4). */
export const experienceCancellationStates = [
  'AlreadyCanceled',
  'BookingPending',
  'CancellationPending',
  'ContactCustomerService',
  'FullyRefundable',
  'NonCancellable',
  'NonRefundable',
  'PartiallyRefundable',
  'PastExperienceStart',
] as const;
export type ExperienceCancellationState = (typeof experienceCancellationStates)[number];
