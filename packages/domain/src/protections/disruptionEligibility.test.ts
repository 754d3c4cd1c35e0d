import { describe, expect, it } from 'vitest';
import { isPastDisruptionEligibility } from './disruptionEligibility';

const arrival = new Date('2026-07-01T18:00:00Z');

// spec: products §5 "A disruption is past eligibility when now is more than 24 hours after
// scheduled arrival"; STATES §26 disruption/past-eligibility
describe('isPastDisruptionEligibility', () => {
  it.each([
    ['before arrival', '2026-07-01T12:00:00Z', false],
    ['23:59 after arrival', '2026-07-02T17:59:00Z', false],
    ['exactly 24:00 after arrival', '2026-07-02T18:00:00Z', false],
    ['24:00 and one second after arrival', '2026-07-02T18:00:01Z', true],
    ['two days after arrival', '2026-07-03T18:00:00Z', true],
  ])('%s: %s', (_, now, expected) => {
    expect(isPastDisruptionEligibility(new Date(now), arrival)).toBe(expected);
  });
});
