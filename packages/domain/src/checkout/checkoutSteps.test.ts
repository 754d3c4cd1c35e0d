import { describe, expect, it } from 'vitest';
import { canAddMainGuest } from './mainGuest';
import { pollIntervalMs } from './purchasePolling';
import { nextTravelerStepMode } from './travelerStepMode';

// spec: platform §5 "Adding the main guest requires an ordered product id, a session token and a guest."
describe('canAddMainGuest', () => {
  it.each([
    ['product-1', 'token-1', true, true],
    [undefined, 'token-1', true, false],
    ['product-1', undefined, true, false],
    ['product-1', '', true, false],
    ['product-1', 'token-1', false, false],
  ])('product %s, token %s, guest %s: %s', (orderedProductId, sessionToken, hasGuest, allowed) => {
    expect(canAddMainGuest({ orderedProductId, sessionToken, hasGuest })).toBe(allowed);
  });
});

// spec: platform §4 "Save & Continue saves, switches to view mode ("Edit traveler" returns to edit mode) ... Errors in the
// quote or confirmation details reset the view to traveler edit mode."
it.each([
  ['save-and-continue', 'view'],
  ['edit-traveler', 'edit'],
  ['quote-error', 'edit'],
  ['confirmation-details-error', 'edit'],
] as const)('after %s the traveler step is in %s mode', (event, mode) => {
  expect(nextTravelerStepMode(event)).toBe(mode);
});

// spec: platform §9 "Quote and fulfil poll interval 1000 ms"
it('polls once a second', () => {
  expect(pollIntervalMs).toBe(1000);
});
