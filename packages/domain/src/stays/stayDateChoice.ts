import type { CalendarDay } from '../vacationRentals/calendarDay';
import { addDays, calendarWindow, nightsBetween, type IsoDate } from './stayDates';

/** spec: platform §9 "Minimum stay 1 night". */
export const minimumStayNights = 1;

/** Why a day cannot be picked, so the picker can say it (ARCHITECTURE: "says why a date cannot be chosen"). */
export const unselectableDayReasons = [
  'before-today',
  'beyond-one-year',
  'booked',
  'no-check-in',
  'no-check-out',
  'minimum-stay',
  'booked-night-between',
] as const;
export type UnselectableDayReason = (typeof unselectableDayReasons)[number];

/** What the picker says about a day it will not take (our wording). */
export const unselectableDayTexts: Record<UnselectableDayReason, string> = {
  'before-today': 'This date has passed.',
  'beyond-one-year': 'Stays can be booked up to one year ahead.',
  booked: 'Already booked.',
  'no-check-in': 'Check-in is not available on this day.',
  'no-check-out': 'Check-out is not available on this day.',
  'minimum-stay': `The minimum stay is ${minimumStayNights} night.`,
  'booked-night-between': 'A night of this stay is already booked.',
};

export type DayChoice =
  | { readonly selectable: true }
  | { readonly selectable: false; readonly reason: UnselectableDayReason };

export interface StayDateContext {
  readonly today: IsoDate;
  /** The listing's calendar; without it only the window applies. */
  readonly calendar?: readonly CalendarDay[];
}

const selectable: DayChoice = { selectable: true };
const unselectable = (reason: UnselectableDayReason): DayChoice => ({ selectable: false, reason });

function dayOf(
  calendar: readonly CalendarDay[] | undefined,
  date: IsoDate,
): CalendarDay | undefined {
  return calendar?.find((day) => day.date === date);
}

function outsideWindow(date: IsoDate, today: IsoDate): DayChoice | undefined {
  const window = calendarWindow(today);
  if (date < window.from) return unselectable('before-today');
  if (date > window.until) return unselectable('beyond-one-year');
  return undefined;
}

/**
 * Whether a day can start a stay: spec: platform §5 "from today up to one year ahead, minimum 1
 * night, unavailable dates blocked". A day's night must be free; the last day of the window has
 * no night left to book.
 */
export function checkInDayChoice(date: IsoDate, { today, calendar }: StayDateContext): DayChoice {
  const window = outsideWindow(date, today);
  if (window) return window;
  if (date === calendarWindow(today).until) return unselectable('no-check-in');
  const day = dayOf(calendar, date);
  if (day && !day.isAvailable)
    return day.isAvailableForCheckout ? unselectable('no-check-in') : unselectable('booked');
  return selectable;
}

/** Whether a day can end a stay that starts on `from`: at least one night, every night free. */
export function checkOutDayChoice(
  date: IsoDate,
  from: IsoDate,
  { today, calendar }: StayDateContext,
): DayChoice {
  const window = outsideWindow(date, today);
  if (window) return window;
  if (nightsBetween(from, date) < minimumStayNights) return unselectable('minimum-stay');
  for (let night = from; night < date; night = addDays(night, 1)) {
    if (dayOf(calendar, night)?.isAvailable === false) return unselectable('booked-night-between');
  }
  return dayOf(calendar, date)?.isAvailableForCheckout === false
    ? unselectable('no-check-out')
    : selectable;
}

/** spec: platform §5 "Done or Search is disabled until both dates are set." */
export function canConfirmStayDates(
  from: IsoDate | undefined,
  until: IsoDate | undefined,
): boolean {
  return (
    from !== undefined && until !== undefined && nightsBetween(from, until) >= minimumStayNights
  );
}
