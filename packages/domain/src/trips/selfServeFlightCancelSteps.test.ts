import { describe, expect, it } from 'vitest';
import { selfServeFlightCancelStepFor } from './selfServeFlightCancelSteps';

// spec: products §2 self-serve flight cancellation steps; STATES.md §22 names the cause of each:
// nonrefundable NonRefundable, support ContactCustomerService, pending CancellationPending,
// cancelled Canceled, tryAgain CancellationFailure. Refunds as success and Pending as pending are ours.
describe('selfServeFlightCancelStepFor', () => {
  it.each([
    ['NonRefundable', 'nonrefundable'],
    ['ContactCustomerService', 'support'],
    ['CancellationPending', 'pending'],
    ['Canceled', 'cancelled'],
    ['CancellationFailure', 'tryAgain'],
    ['FullRefund', 'success'],
    ['PartialRefund', 'success'],
    ['FullyRefundableComplex', 'success'],
    ['PartiallyRefundableComplex', 'success'],
    ['Pending', 'pending'],
    ['AirlineControl', undefined],
    ['BookingPending', undefined],
    ['Departed', undefined],
    ['NonCfar', undefined],
    ['TRVKOutage', undefined],
  ] as const)('%s: %s', (outcome, step) => {
    expect(selfServeFlightCancelStepFor(outcome)).toBe(step);
  });
});
