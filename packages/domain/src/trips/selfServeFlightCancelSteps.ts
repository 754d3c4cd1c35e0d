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

/** The steps an outcome of the cancel call can lead to: the modal's results. */
export type FlightCancelResultStep = Extract<
  SelfServeFlightCancelStep,
  'success' | 'support' | 'pending' | 'cancelled' | 'tryAgain'
>;

const stepByOutcome = {
  // The flight is cancelled: a refund, a travel credit, or (a NonRefundable ticket) nothing back.
  FullRefund: 'success',
  PartialRefund: 'success',
  FullyRefundableComplex: 'success',
  PartiallyRefundableComplex: 'success',
  NonRefundable: 'success',
  // Asked for, not done yet: the airline or the booking has still to answer.
  Pending: 'pending',
  CancellationPending: 'pending',
  BookingPending: 'pending',
  // Only a person can cancel it now: our support line, or the airline.
  ContactCustomerService: 'support',
  AirlineControl: 'support',
  Departed: 'support',
  NonCfar: 'support',
  // Nothing to do: it was cancelled already.
  Canceled: 'cancelled',
  // Nothing was cancelled, and asking again may work.
  CancellationFailure: 'tryAgain',
  TRVKOutage: 'tryAgain',
} as const satisfies Record<FlightCancellationOutcome, FlightCancelResultStep>;

/** The outcomes that end on one result step, by step. */
export type FlightCancelOutcomeOf<Step extends FlightCancelResultStep> = {
  [Outcome in FlightCancellationOutcome]: (typeof stepByOutcome)[Outcome] extends Step
    ? Outcome
    : never;
}[FlightCancellationOutcome];

/**
 * spec: products §2 "Self-serve flight cancellation steps: loading, policy, confirm, success,
 * nonrefundable, support, pending, cancelled, tryAgain", with the causes of STATES.md §22 (support
 * ContactCustomerService, pending CancellationPending, cancelled Canceled, tryAgain
 * CancellationFailure). Every outcome has its step (ours where STATES names no cause): a cancelled
 * NonRefundable ticket is a success with nothing back (the nonrefundable step is the warning before
 * it, for the NonRefundable policy type); Pending and BookingPending wait like CancellationPending;
 * AirlineControl, Departed and NonCfar leave it to a person; TRVKOutage, an outage of the booking
 * system, may be tried again.
 */
export function selfServeFlightCancelStepFor(
  outcome: FlightCancellationOutcome,
): FlightCancelResultStep {
  return stepByOutcome[outcome];
}

/** Whether an outcome ends on a step (a type guard for the outcomes of that step). */
export function isFlightCancelOutcomeOf<Step extends FlightCancelResultStep>(
  outcome: FlightCancellationOutcome,
  step: Step,
): outcome is FlightCancelOutcomeOf<Step> {
  return stepByOutcome[outcome] === step;
}
