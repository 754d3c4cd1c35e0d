import { describe, expect, it } from 'vitest';
import { addDays, calendarWindow, nightsBetween, parseIsoDate, todayIn } from './stayDates';

describe('stay dates', () => {
  it.each([
    ['2026-07-01', '2026-07-01'],
    ['2026-02-29', undefined],
    ['2028-02-29', '2028-02-29'],
    ['2026-7-1', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('parses %s strictly', (value, parsed) => {
    expect(parseIsoDate(value)).toBe(parsed);
  });

  it('adds days and counts nights', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(nightsBetween('2026-07-01', '2026-07-04')).toBe(3);
  });

  it('reads today in the traveller time zone (spec: platform §9 America/Toronto)', () => {
    const lateEvening = new Date('2026-07-02T02:30:00Z');
    expect(todayIn(lateEvening)).toBe('2026-07-01');
    expect(todayIn(lateEvening, 'UTC')).toBe('2026-07-02');
  });
});

describe('calendarWindow', () => {
  // spec: platform §5 "Dates: from today up to one year ahead"
  it.each([
    ['2026-07-01', { from: '2026-07-01', until: '2027-07-01' }],
    ['2028-02-29', { from: '2028-02-29', until: '2029-02-28' }],
  ])('from %s', (today, window) => {
    expect(calendarWindow(today)).toEqual(window);
  });
});
