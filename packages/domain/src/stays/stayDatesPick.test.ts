import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../vacationRentals/calendarDay';
import {
  longDateText,
  nightsText,
  pickStayDay,
  stayDatesSummary,
  stayDatesText,
  stayDayChoice,
} from './stayDatesPick';

const today = '2026-07-01';
const day = (date: string, isAvailable: boolean, isAvailableForCheckout: boolean): CalendarDay => ({
  date,
  isAvailable,
  isAvailableForCheckout,
});
// The nights of 5 and 6 July are booked; the 5th is still open for check-out.
const calendar = [day('2026-07-05', false, true), day('2026-07-06', false, false)];
const context = { today, calendar };

// spec: platform §5 "Dates: from today up to one year ahead, minimum 1 night, unavailable dates blocked"
describe('stayDayChoice', () => {
  it.each([
    ['no date yet: a check-in day', {}, '2026-07-05', 'no-check-in'],
    ['no date yet: a booked night', {}, '2026-07-06', 'booked'],
    ['no date yet: a free day', {}, '2026-07-03', undefined],
    ['check-in set: the check-in again', { from: '2026-07-03' }, '2026-07-03', 'minimum-stay'],
    ['check-in set: a check-out-only day', { from: '2026-07-03' }, '2026-07-05', undefined],
    [
      'check-in set: past a booked night',
      { from: '2026-07-03' },
      '2026-07-08',
      'booked-night-between',
    ],
    ['check-in set: a day before restarts', { from: '2026-07-03' }, '2026-07-02', undefined],
    ['check-in set: a past day before', { from: '2026-07-03' }, '2026-06-30', 'before-today'],
    [
      'both set: a new check-in',
      { from: '2026-07-02', until: '2026-07-04' },
      '2026-07-05',
      'no-check-in',
    ],
    ['both set: a free day', { from: '2026-07-02', until: '2026-07-04' }, '2026-07-09', undefined],
  ])('%s (%o, %s): %s', (_, draft, date, reason) => {
    expect(stayDayChoice(date, draft, context)).toEqual(
      reason ? { selectable: false, reason } : { selectable: true },
    );
  });

  it('applies only the window without a calendar', () => {
    expect(stayDayChoice('2026-07-06', {}, { today })).toEqual({ selectable: true });
    expect(stayDayChoice('2027-07-02', {}, { today })).toEqual({
      selectable: false,
      reason: 'beyond-one-year',
    });
  });
});

describe('pickStayDay', () => {
  it.each([
    ['the first pick sets the check-in', {}, '2026-07-02', { from: '2026-07-02' }],
    [
      'the second sets the check-out',
      { from: '2026-07-02' },
      '2026-07-04',
      { from: '2026-07-02', until: '2026-07-04' },
    ],
    [
      'a pick before the check-in restarts',
      { from: '2026-07-04' },
      '2026-07-02',
      { from: '2026-07-02' },
    ],
    ['the check-in again restarts', { from: '2026-07-04' }, '2026-07-04', { from: '2026-07-04' }],
    [
      'a pick after a complete stay restarts',
      { from: '2026-07-02', until: '2026-07-04' },
      '2026-07-10',
      { from: '2026-07-10' },
    ],
  ])('%s', (_, draft, date, next) => {
    expect(pickStayDay(date, draft)).toEqual(next);
  });
});

describe('stayDatesSummary', () => {
  it.each([
    [{}, 'Add dates'],
    [{ from: '2026-07-02' }, 'Jul 2 – Add check-out'],
    [{ from: '2026-07-02', until: '2026-07-03' }, 'Jul 2 – Jul 3, 1 night'],
    [{ from: '2026-07-02', until: '2026-07-04' }, 'Jul 2 – Jul 4, 2 nights'],
    [{ from: '2026-12-30', until: '2027-01-02' }, 'Dec 30 – Jan 2, 3 nights'],
  ])('%o: %s', (draft, text) => {
    expect(stayDatesSummary(draft)).toBe(text);
  });
});

describe('longDateText', () => {
  it.each([
    ['2026-07-05', 'Sunday, July 5, 2026'],
    ['2027-07-01', 'Thursday, July 1, 2027'],
  ])('%s: %s', (date, text) => {
    expect(longDateText(date)).toBe(text);
  });
});

// spec: platform §2 checkout trip summary card (the format is ours)
describe('stayDatesText', () => {
  it.each([
    ['one year', '2026-07-08', '2026-07-11', 'Wed, Jul 8 – Sat, Jul 11, 2026'],
    ['across a new year', '2026-12-30', '2027-01-02', 'Wed, Dec 30, 2026 – Sat, Jan 2, 2027'],
  ])('%s', (_, from, until, text) => {
    expect(stayDatesText({ from, until })).toBe(text);
  });
});

describe('nightsText', () => {
  it.each([
    [1, '1 night'],
    [3, '3 nights'],
  ])('%i: %s', (nights, text) => {
    expect(nightsText(nights)).toBe(text);
  });
});
