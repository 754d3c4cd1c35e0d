import { describe, expect, it } from 'vitest';
import { tripTimeState } from './tripTimeState';
import type { TripStatus } from './tripSummary';

const trip = (status: TripStatus, start = '2026-07-02', end = '2026-07-05') => ({
  status,
  dates: { start, end },
});
const at = (iso: string) => new Date(iso);

// spec: products §4 "Trip time states: Future, Present, Past, Canceled, Invalid, Unused"; STATES.md
// §21 trips/time-*: from the trip's dates and status. Days are Toronto days unless told otherwise.
describe('tripTimeState', () => {
  it.each([
    ['the evening before, 23:59', trip('Confirmed'), '2026-07-01T23:59:00-04:00', 'Future'],
    ['the first day, 00:00', trip('Confirmed'), '2026-07-02T00:00:00-04:00', 'Present'],
    ['the last day, 23:59', trip('Confirmed'), '2026-07-05T23:59:00-04:00', 'Present'],
    ['the day after, 00:00', trip('Confirmed'), '2026-07-06T00:00:00-04:00', 'Past'],
    [
      'a one-day trip on its day',
      trip('Confirmed', '2026-07-02', '2026-07-02'),
      '2026-07-02T12:00:00-04:00',
      'Present',
    ],
    ['a modified trip after it', trip('Modified'), '2026-07-10T12:00:00-04:00', 'Past'],
    ['a partially paid hotel after it', trip('PartiallyPaid'), '2026-07-10T12:00:00-04:00', 'Past'],
    ['a pending booking after it', trip('Pending'), '2026-07-06T00:00:00-04:00', 'Unused'],
    [
      'a hotel pending confirmation after it',
      trip('PendingConfirm'),
      '2026-07-10T12:00:00-04:00',
      'Unused',
    ],
    ['a received hotel after it', trip('Received'), '2026-07-10T12:00:00-04:00', 'Unused'],
    ['a pending booking before it', trip('Pending'), '2026-07-01T12:00:00-04:00', 'Future'],
    ['a canceled flight', trip('Canceled'), '2026-07-01T12:00:00-04:00', 'Canceled'],
    ['a cancelled hotel, after it', trip('Cancelled'), '2026-07-10T12:00:00-04:00', 'Canceled'],
    [
      'a hotel cancelled with errors',
      trip('CancelledWithErrors'),
      '2026-07-03T12:00:00-04:00',
      'Canceled',
    ],
    ['a failed booking', trip('Failure'), '2026-07-01T12:00:00-04:00', 'Invalid'],
    [
      'an end before the start',
      trip('Confirmed', '2026-07-05', '2026-07-04'),
      '2026-07-01T12:00:00-04:00',
      'Invalid',
    ],
    ['a malformed start', trip('Confirmed', '07/02/2026'), '2026-07-01T12:00:00-04:00', 'Invalid'],
    [
      'an impossible end',
      trip('Canceled', '2026-02-01', '2026-02-30'),
      '2026-01-01T12:00:00-05:00',
      'Invalid',
    ],
  ])('%s: %s', (_, value, now, state) => {
    expect(tripTimeState(value, at(now))).toBe(state);
  });

  it('takes the day where the traveller is', () => {
    // 03:30 UTC on July 2 is still July 1 in Toronto but already July 2 in Paris.
    const now = at('2026-07-02T03:30:00Z');
    expect(tripTimeState(trip('Confirmed'), now)).toBe('Future');
    expect(tripTimeState(trip('Confirmed'), now, 'Europe/Paris')).toBe('Present');
  });
});
