import { addDays, calendarWindow, isoDateFormat, type IsoDate } from '@wayfare/domain';
import dayjs from 'dayjs';

const parse = (date: IsoDate) => dayjs(date, isoDateFormat, true);

/** The first day of a date's month. */
export function monthOf(date: IsoDate): IsoDate {
  return parse(date).startOf('month').format(isoDateFormat);
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  return parse(date).add(months, 'month').format(isoDateFormat);
}

/**
 * The day a key moves to from a day, as in the WAI-ARIA date picker grid: arrows by a day or a
 * week, Home and End to the week's ends, Page Up and Page Down by a month. Undefined for any other
 * key. Unlike DateCalendar's own keys, these also land on days that cannot be picked, so the
 * picker can say why (ARCHITECTURE: "says why a date cannot be chosen").
 */
export function keyTarget(date: IsoDate, key: string): IsoDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return parse(date).startOf('week').format(isoDateFormat);
    case 'End':
      return parse(date).endOf('week').format(isoDateFormat);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return undefined;
  }
}

/** The months the picker can show: from today's to the one that ends the window (platform §9). */
export function monthRange(today: IsoDate): { readonly first: IsoDate; readonly last: IsoDate } {
  return { first: monthOf(today), last: monthOf(calendarWindow(today).until) };
}

/**
 * The first month to show so that `target` is visible among `count` months starting at `first`,
 * moving as little as possible and never past the window's months.
 */
export function firstMonthShowing(
  target: IsoDate,
  first: IsoDate,
  count: number,
  today: IsoDate,
): IsoDate {
  const range = monthRange(today);
  const latestFirst = addMonths(range.last, 1 - count);
  const targetMonth = monthOf(target);
  let next = first;
  if (targetMonth < first) next = targetMonth;
  else if (targetMonth > addMonths(first, count - 1)) next = addMonths(targetMonth, 1 - count);
  if (next > latestFirst) next = latestFirst;
  if (next < range.first) next = range.first;
  return next;
}

/** Whether a day lies in the months the picker can show at all. */
export function isInMonthRange(date: IsoDate, today: IsoDate): boolean {
  const range = monthRange(today);
  return monthOf(date) >= range.first && monthOf(date) <= range.last;
}

/** Every day of `count` months from `first`. */
export function daysOfMonths(first: IsoDate, count: number): IsoDate[] {
  const end = addMonths(first, count);
  const days: IsoDate[] = [];
  for (let day = first; day < end; day = addDays(day, 1)) days.push(day);
  return days;
}
