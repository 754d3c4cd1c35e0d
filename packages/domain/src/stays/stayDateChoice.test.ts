import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../vacationRentals/calendarDay';
import {
  canConfirmStayDates,
  checkInDayChoice,
  checkOutDayChoice,
  unselectableDayReasons,
  unselectableDayTexts,
} from './stayDateChoice';

const today = '2026-07-01';
const day = (date: string, isAvailable: boolean, isAvailableForCheckout: boolean): CalendarDay => ({
  date,
  isAvailable,
  isAvailableForCheckout,
});
// Nights of 5 and 6 July are booked: the 5th is still a check-out day.
const calendar = [
  day('2026-07-04', true, true),
  day('2026-07-05', false, true),
  day('2026-07-06', false, false),
  day('2026-07-07', true, false),
  day('2026-07-09', true, false),
];

// spec: platform §5 "Dates: from today up to one year ahead, minimum 1 night, unavailable dates blocked"
describe('checkInDayChoice', () => {
  it.each([
    ['2026-06-30', { selectable: false, reason: 'before-today' }],
    ['2026-07-01', { selectable: true }],
    ['2027-06-30', { selectable: true }],
    ['2027-07-01', { selectable: false, reason: 'no-check-in' }],
    ['2027-07-02', { selectable: false, reason: 'beyond-one-year' }],
    ['2026-07-04', { selectable: true }],
    ['2026-07-05', { selectable: false, reason: 'no-check-in' }],
    ['2026-07-06', { selectable: false, reason: 'booked' }],
    ['2026-07-07', { selectable: true }],
  ])('%s: %o', (date, choice) => {
    expect(checkInDayChoice(date, { today, calendar })).toEqual(choice);
  });

  it('needs no calendar to apply the window', () => {
    expect(checkInDayChoice('2026-07-06', { today })).toEqual({ selectable: true });
  });
});

describe('checkOutDayChoice', () => {
  it.each([
    ['2026-07-04', '2026-07-04', 'minimum-stay'],
    ['2026-07-04', '2026-07-03', 'minimum-stay'],
    ['2026-07-04', '2026-07-05', undefined],
    ['2026-07-04', '2026-07-06', 'booked-night-between'],
    ['2026-07-04', '2026-07-07', 'booked-night-between'],
    ['2026-07-07', '2026-07-09', 'no-check-out'],
    ['2026-07-02', '2026-07-04', undefined],
    ['2026-07-02', '2027-07-02', 'beyond-one-year'],
    ['2026-07-02', '2026-06-30', 'before-today'],
  ])('from %s, out on %s: %s', (from, date, reason) => {
    const choice = checkOutDayChoice(date, from, { today, calendar });
    expect(choice).toEqual(reason ? { selectable: false, reason } : { selectable: true });
  });
});

describe('canConfirmStayDates', () => {
  // spec: platform §5 "Done or Search is disabled until both dates are set."
  it.each([
    [undefined, undefined, false],
    ['2026-07-02', undefined, false],
    [undefined, '2026-07-04', false],
    ['2026-07-02', '2026-07-02', false],
    ['2026-07-02', '2026-07-03', true],
  ])('%s to %s: %s', (from, until, allowed) => {
    expect(canConfirmStayDates(from, until)).toBe(allowed);
  });
});

it('says why for every reason', () => {
  for (const reason of unselectableDayReasons) expect(unselectableDayTexts[reason]).toMatch(/\.$/);
});
