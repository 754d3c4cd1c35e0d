import { describe, expect, it } from 'vitest';
import { parseLocalDepartureTime } from './localDepartureTime';

// Our reading of "local departure time as given" for products §5's rebooking rules
describe('parseLocalDepartureTime', () => {
  it.each([
    ['2026-07-01T20:30', { date: '2026-07-01', minuteOfDay: 1230 }],
    ['2026-07-01T20:30:45', { date: '2026-07-01', minuteOfDay: 1230 }],
    ['2026-07-01T20:30:00-04:00', { date: '2026-07-01', minuteOfDay: 1230 }],
    ['2026-07-01T20:30:00Z', { date: '2026-07-01', minuteOfDay: 1230 }],
    ['2028-02-29T00:00', { date: '2028-02-29', minuteOfDay: 0 }],
  ])('%s keeps the wall clock', (value, expected) => {
    expect(parseLocalDepartureTime(value)).toMatchObject(expected);
  });

  it.each([
    'not a time',
    '2026-07-01',
    '2026-07-01 20:30',
    '0050-07-01T10:00',
    '2026-13-01T10:00',
    '2026-02-30T10:00',
    '2026-07-01T24:00',
    '2026-07-01T10:60',
  ])('%s is not a date and time', (value) => {
    expect(parseLocalDepartureTime(value)).toBeUndefined();
  });

  it('measures minutes across midnight', () => {
    const a = parseLocalDepartureTime('2026-07-01T23:30');
    const b = parseLocalDepartureTime('2026-07-02T00:15');
    expect(a !== undefined && b !== undefined && b.minutes - a.minutes).toBe(45);
  });
});
