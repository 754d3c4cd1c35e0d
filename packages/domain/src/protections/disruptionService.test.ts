import { describe, expect, it } from 'vitest';
import {
  disruptionServiceExpiresAt,
  disruptionServiceStatus,
  isMissedConnectionServiceExpired,
} from './disruptionService';

const disruptedAt = new Date('2026-07-01T10:00:00Z');

// spec: products §4 "Missed-connection service expires 24 hours after the disruption if no choice
// is made"; STATES §26 disruption/missed-connection-expired
describe('isMissedConnectionServiceExpired', () => {
  it.each([
    ['23:59 after, no choice', '2026-07-02T09:59:00Z', false, false],
    ['exactly 24:00 after, no choice', '2026-07-02T10:00:00Z', false, true],
    ['two days after, no choice', '2026-07-03T10:00:00Z', false, true],
    ['two days after, a choice made', '2026-07-03T10:00:00Z', true, false],
  ])('%s: %s', (_, now, choiceMade, expected) => {
    expect(isMissedConnectionServiceExpired(new Date(now), disruptedAt, choiceMade)).toBe(expected);
  });
});

const lastFlightArrival = new Date('2026-07-05T20:00:00Z');

// spec: products §4 "the disruption service expires 24 hours after the last flight"; "Cancel for
// any reason is final once used and cannot be reversed; using it voids the disruption service"
describe('disruptionServiceStatus', () => {
  it('expires 24 hours after the last flight arrives', () => {
    expect(disruptionServiceExpiresAt(lastFlightArrival)).toEqual(new Date('2026-07-06T20:00:00Z'));
  });

  it.each([
    ['during the trip', '2026-07-05T12:00:00Z', false, 'Active'],
    ['23:59 after the last flight', '2026-07-06T19:59:00Z', false, 'Active'],
    ['24:00 after the last flight', '2026-07-06T20:00:00Z', false, 'Expired'],
    [
      'cancel for any reason used (STATES flight-cfar/used)',
      '2026-07-05T12:00:00Z',
      true,
      'VoidedByCancelForAnyReason',
    ],
  ])('%s: %s', (_, now, cancelForAnyReasonUsed, expected) => {
    expect(
      disruptionServiceStatus({ now: new Date(now), lastFlightArrival, cancelForAnyReasonUsed }),
    ).toBe(expected);
  });
});
