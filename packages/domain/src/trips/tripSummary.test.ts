import { describe, expect, it } from 'vitest';
import { tripSummarySchema } from './tripSummary';

const flight = {
  id: 'trip-1',
  kind: 'Flight',
  status: 'Confirmed',
  dates: { start: '2026-07-02', end: '2026-07-05' },
  title: 'Toronto to Vancouver',
  locator: 'H-ABC123',
};

// spec: products §3 trip kinds, §4 booking and hotel statuses; the fields are ours.
describe('tripSummarySchema', () => {
  it.each([
    ['a flight', flight, true],
    ['a hotel with a hotel status', { ...flight, kind: 'Hotel', status: 'PendingConfirm' }, true],
    ['a watch without a locator', { ...flight, kind: 'Watch', locator: undefined }, true],
    [
      'an end before the start (shown as Invalid)',
      { ...flight, dates: { start: '2026-07-05', end: '2026-07-02' } },
      true,
    ],
    ['an unknown kind', { ...flight, kind: 'Cruise' }, false],
    ['an unknown status', { ...flight, status: 'Lost' }, false],
    [
      'a date not in YYYY-MM-DD',
      { ...flight, dates: { start: '2026/07/02', end: '2026-07-05' } },
      false,
    ],
    ['an empty locator', { ...flight, locator: '' }, false],
  ])('%s: valid %s', (_, value, valid) => {
    expect(tripSummarySchema.safeParse(value).success).toBe(valid);
  });
});
