import { describe, expect, it } from 'vitest';
import { flightCancellationOutcomes } from './flightCancellationOutcomes';
import {
  isFlightCancelOutcomeOf,
  selfServeFlightCancelStepFor,
  selfServeFlightCancelSteps,
} from './selfServeFlightCancelSteps';

// spec: products §2 self-serve flight cancellation steps; STATES.md §22 names the cause of each:
// support ContactCustomerService, pending CancellationPending, cancelled Canceled, tryAgain
// CancellationFailure. The others are ours: every outcome leads to a step.
describe('selfServeFlightCancelStepFor', () => {
  it.each([
    ['FullRefund', 'success'],
    ['PartialRefund', 'success'],
    ['FullyRefundableComplex', 'success'],
    ['PartiallyRefundableComplex', 'success'],
    ['NonRefundable', 'success'],
    ['Pending', 'pending'],
    ['CancellationPending', 'pending'],
    ['BookingPending', 'pending'],
    ['ContactCustomerService', 'support'],
    ['AirlineControl', 'support'],
    ['Departed', 'support'],
    ['NonCfar', 'support'],
    ['Canceled', 'cancelled'],
    ['CancellationFailure', 'tryAgain'],
    ['TRVKOutage', 'tryAgain'],
  ] as const)('%s: %s', (outcome, step) => {
    expect(selfServeFlightCancelStepFor(outcome)).toBe(step);
    expect(isFlightCancelOutcomeOf(outcome, step)).toBe(true);
  });

  it('maps every outcome to a step of the modal, never to loading, policy or a confirmation', () => {
    for (const outcome of flightCancellationOutcomes) {
      const step = selfServeFlightCancelStepFor(outcome);
      expect(selfServeFlightCancelSteps).toContain(step);
      expect(['loading', 'policy', 'confirm', 'nonrefundable']).not.toContain(step);
    }
  });
});
