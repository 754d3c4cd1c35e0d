import { describe, expect, it } from 'vitest';
import { isReasonableAirlineRebooking } from './reasonableRebooking';

// spec: products §5 "An airline rebooking counts as reasonable (making missed-connection service
// unavailable) if it is a flight within 1 hour of the original, or by 9:00AM next day if the
// original left after 8:00PM"; STATES §26 disruption/reasonable-rebooking
describe('isReasonableAirlineRebooking', () => {
  it.each([
    ['59 minutes later', '2026-07-01T14:00', '2026-07-01T14:59', true],
    ['exactly 1:00 later', '2026-07-01T14:00', '2026-07-01T15:00', true],
    ['1:01 later', '2026-07-01T14:00', '2026-07-01T15:01', false],
    ['1:00 earlier', '2026-07-01T14:00', '2026-07-01T13:00', true],
    [
      'next morning after a 20:00 departure (not after 8:00PM)',
      '2026-07-01T20:00',
      '2026-07-02T08:00',
      false,
    ],
    ['next morning 8:00 after a 20:01 departure', '2026-07-01T20:01', '2026-07-02T08:00', true],
    ['next day 9:00AM after a 22:30 departure', '2026-07-01T22:30', '2026-07-02T09:00', true],
    ['next day 9:01AM after a 22:30 departure', '2026-07-01T22:30', '2026-07-02T09:01', false],
    ['two days later after a 22:30 departure', '2026-07-01T22:30', '2026-07-03T07:00', false],
    ['23:50 to 00:40 across midnight', '2026-07-01T23:50', '2026-07-02T00:40', true],
    [
      'offsets are ignored: local times as given',
      '2026-07-01T21:00:00-04:00',
      '2026-07-02T09:00:00-04:00',
      true,
    ],
    ['an unreadable original', 'soon', '2026-07-01T14:30', false],
    ['an unreadable rebooking', '2026-07-01T14:00', 'later', false],
  ])('%s: %s', (_, original, rebooked, expected) => {
    expect(isReasonableAirlineRebooking(original, rebooked)).toBe(expected);
  });
});
