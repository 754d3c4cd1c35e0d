import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { dateTimeFormat } from '../platform/intlFormats';

dayjs.extend(customParseFormat);

/** The date format of every date that crosses the network or the address (spec: platform §9). */
export const isoDateFormat = 'YYYY-MM-DD';

/** The time zone the spec defaults to (platform §9). */
export const defaultTimeZone = 'America/Toronto';

/** A calendar date, YYYY-MM-DD. */
export type IsoDate = string;

export interface StayDates {
  readonly from: IsoDate;
  readonly until: IsoDate;
}

/** A strict YYYY-MM-DD date, or undefined for anything else (hand-edited addresses included). */
export function parseIsoDate(value: string | null | undefined): IsoDate | undefined {
  if (!value) return undefined;
  const parsed = dayjs(value, isoDateFormat, true);
  return parsed.isValid() ? parsed.format(isoDateFormat) : undefined;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dayjs(date, isoDateFormat, true).add(days, 'day').format(isoDateFormat);
}

/** Whole nights between two dates. */
export function nightsBetween(from: IsoDate, until: IsoDate): number {
  return dayjs(until, isoDateFormat, true).diff(dayjs(from, isoDateFormat, true), 'day');
}

function dateFormatterIn(timeZone: string): Intl.DateTimeFormat {
  // en-CA formats dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Today's date where the traveller is, from an instant and a time zone (both inputs). */
export function todayIn(now: Date, timeZone: string = defaultTimeZone): IsoDate {
  return dateFormatterIn(timeZone).format(now);
}

/** The dates a stay can use: today to one year ahead (spec: platform §5, §9). */
export function calendarWindow(today: IsoDate): StayDates {
  return {
    from: today,
    until: dayjs(today, isoDateFormat, true).add(1, 'year').format(isoDateFormat),
  };
}
