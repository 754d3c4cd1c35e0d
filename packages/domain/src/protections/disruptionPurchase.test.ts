import { describe, expect, it } from 'vitest';
import { disruptionPurchaseIneligibility } from './disruptionPurchase';

const departure = new Date('2026-07-10T15:00:00Z');

// spec: products §5 "Disruption service must be bought at least 24 hours before departure; one per
// passenger per trip"; products §9 "Disruption purchase"
describe('disruptionPurchaseIneligibility', () => {
  it.each([
    ['a week before', '2026-07-03T15:00:00Z', 'p1', [], undefined],
    ['exactly 24:00 before', '2026-07-09T15:00:00Z', 'p1', [], undefined],
    ['23:59 before', '2026-07-09T15:01:00Z', 'p1', [], 'TooCloseToDeparture'],
    ['after departure', '2026-07-10T16:00:00Z', 'p1', [], 'TooCloseToDeparture'],
    ['a passenger already protected', '2026-07-03T15:00:00Z', 'p1', ['p1'], 'AlreadyProtected'],
    ['another passenger of the same trip', '2026-07-03T15:00:00Z', 'p2', ['p1'], undefined],
  ])('%s', (_, now, passengerId, protectedPassengerIds, expected) => {
    expect(
      disruptionPurchaseIneligibility({
        now: new Date(now),
        departure,
        passengerId,
        protectedPassengerIds,
      }),
    ).toBe(expected);
  });
});
