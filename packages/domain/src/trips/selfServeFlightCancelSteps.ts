import type { FlightCancellationOutcome } from './flightCancellationOutcomes';

/** The steps of the self-serve flight cancellation modal (spec: products §2). */
export const selfServeFlightCancelSteps = [
  'loading',
  'policy',
  'confirm',
  'success',
  'nonrefundable',
  'support',
  'pending',
  'cancelled',
  'tryAgain',
] as const;
export type SelfServeFlightCancelStep = (typeof selfServeFlightCancelSteps)[number];

const stepByOutcome: Partial<Record<FlightCancellationOutcome, SelfServeFlightCancelStep>> = {
  // STATES.md §22, the cause of each step.
  NonRefundable: 'nonrefundable',
  ContactCustomerService: 'support',
  CancellationPending: 'pending',
  Canceled: 'cancelled',
  CancellationFailure: 'tryAgain',
  // Ours: a refund is a cancellation that went through, and Pending waits like CancellationPending.
  FullRefund: 'success',
  PartialRefund: 'success',
  FullyRefundableComplex: 'success',
  PartiallyRefundableComplex: 'success',
  Pending: 'pending',
};

/**
 * spec: products §2 "Self-serve flight cancellation steps: loading, policy, confirm, success,
 * nonrefundable, support, pending, cancelled, tryAgain", with the causes of STATES.md §22. The
 * other outcomes (AirlineControl, BookingPending, Departed, NonCfar, TRVKOutage) have no step of
 * their own: undefined, and the modal shows that outcome's result on the step it is on.
 */
export function selfServeFlightCancelStepFor(
  outcome: FlightCancellationOutcome,
): SelfServeFlightCancelStep | undefined {
  return stepByOutcome[outcome];
}
