import dayjs from 'dayjs';
import {
  checkInDayChoice,
  checkOutDayChoice,
  type DayChoice,
  type StayDateContext,
} from './stayDateChoice';
import { isoDateFormat, nightsBetween, type IsoDate, type StayDates } from './stayDates';

/** Stay dates while they are being picked: none, the check-in only, or both. */
export type StayDatesDraft = Partial<StayDates>;

/**
 * Which rule a day answers to in a range being picked. With no check-in, or with both dates set,
 * the next pick starts a new stay, so every day is a check-in day. With only a check-in, a day
 * before it starts the stay again (a check-in day) and any other day would end the stay.
 */
export function stayDayChoice(
  date: IsoDate,
  draft: StayDatesDraft,
  context: StayDateContext,
): DayChoice {
  const { from, until } = draft;
  if (from === undefined || until !== undefined || date < from)
    return checkInDayChoice(date, context);
  return checkOutDayChoice(date, from, context);
}

/**
 * The stay after a pick of a day that `stayDayChoice` allows: the first pick sets the check-in,
 * the second the check-out, and a pick before the check-in (or after a complete stay) restarts.
 */
export function pickStayDay(date: IsoDate, draft: StayDatesDraft): StayDatesDraft {
  const { from, until } = draft;
  if (from === undefined || until !== undefined || date <= from) return { from: date };
  return { from, until: date };
}

/** What the stay-dates field says when no date is chosen (our wording). */
export const addDatesText = 'Add dates';

/** What the stay-dates field says while the check-out is missing (our wording). */
export const addCheckOutText = 'Add check-out';

const shortDate = (date: IsoDate) => dayjs(date, isoDateFormat, true).format('MMM D');

/** The stay-dates field's text, e.g. "Jul 2 – Jul 4, 2 nights" (our wording). */
export function stayDatesSummary({ from, until }: StayDatesDraft): string {
  if (from === undefined) return addDatesText;
  if (until === undefined) return `${shortDate(from)} – ${addCheckOutText}`;
  const nights = nightsBetween(from, until);
  return `${shortDate(from)} – ${shortDate(until)}, ${nightsText(nights)}`;
}

/** A count of nights, e.g. "1 night", "3 nights". */
export function nightsText(nights: number): string {
  return `${nights} night${nights === 1 ? '' : 's'}`;
}

/**
 * The checkout's stay dates, e.g. "Wed, Jul 8 – Sat, Jul 11, 2026" (our wording, spec: platform §2
 * trip summary card); the year shows once when both dates share it, on each date when they do not.
 */
export function stayDatesText({ from, until }: StayDates): string {
  const fromDate = dayjs(from, isoDateFormat, true);
  const untilDate = dayjs(until, isoDateFormat, true);
  const fromFormat = fromDate.year() === untilDate.year() ? 'ddd, MMM D' : 'ddd, MMM D, YYYY';
  return `${fromDate.format(fromFormat)} – ${untilDate.format('ddd, MMM D, YYYY')}`;
}

/** A day's full name for assistive technology, e.g. "Sunday, July 5, 2026". */
export function longDateText(date: IsoDate): string {
  return dayjs(date, isoDateFormat, true).format('dddd, MMMM D, YYYY');
}
