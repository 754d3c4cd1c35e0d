import { describe, expect, it } from 'vitest';
import {
  canCancelIndividualTraveler,
  onlineCancellationCoversAllPassengers,
} from './travelerCancellation';

// spec: products §1 "Individual traveler cancellation is possible only through a phone agent;
// online cancellation covers all passengers."
describe('traveler cancellation', () => {
  it('cancels all passengers online', () => {
    expect(onlineCancellationCoversAllPassengers).toBe(true);
  });

  it.each([
    ['Online', false],
    ['PhoneAgent', true],
  ] as const)('%s can cancel one traveler: %s', (channel, allowed) => {
    expect(canCancelIndividualTraveler(channel)).toBe(allowed);
  });
});
