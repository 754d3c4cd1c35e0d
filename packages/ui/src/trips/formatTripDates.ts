import {
  dateTimeFormat,
  defaultLocale,
  defaultTimeZone,
  parseIsoDate,
  type Trip,
} from '@wayfare/domain';

// Trips carry three kinds of time: calendar days (a trip's dates, a credit's expiry), local times
// of a place without an offset (a flight's new departure), and instants (a freeze's expiry). Each
// is written as the traveller reads it, and never shifted to another day by a time zone.

const dayMonth = { month: 'short', day: 'numeric' } as const;
const dayMonthYear = { ...dayMonth, year: 'numeric' } as const;

/** A calendar day, YYYY-MM-DD, read in UTC so that it stays that day: "Jul 10, 2026". */
export function formatTripDay(date: string, locale: string = defaultLocale): string {
  return dateTimeFormat(locale, { ...dayMonthYear, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A trip's first and last days: "Jul 10, 2026" for one day, "Jul 10 – Jul 17, 2026" within a
 * year, the year on each side across two. Malformed dates (a trip shown as Invalid) have no text.
 */
export function tripDatesText(
  dates: Trip['dates'],
  locale: string = defaultLocale,
): string | undefined {
  const start = parseIsoDate(dates.start);
  const end = parseIsoDate(dates.end);
  if (start === undefined || end === undefined) return undefined;
  if (start === end) return formatTripDay(start, locale);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const first = dateTimeFormat(locale, {
    ...(sameYear ? dayMonth : dayMonthYear),
    timeZone: 'UTC',
  }).format(new Date(`${start}T00:00:00Z`));
  return `${first} – ${formatTripDay(end, locale)}`;
}

/** The clock time of a local date and time of a place, "2026-07-10T18:35": "6:35 PM". */
export function formatLocalClockTime(value: string, locale: string = defaultLocale): string {
  return dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${value.slice(0, 16)}:00Z`));
}

/**
 * A local date and time of a place, "2026-07-10T18:35", as the place's clock shows it:
 * "Fri, Jul 10, 6:35 PM". It has no offset, so it is read as UTC and written as UTC, unchanged.
 */
export function formatLocalDateTime(value: string, locale: string = defaultLocale): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    ...dayMonth,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${value.slice(0, 16)}:00Z`));
}

/** An instant in the traveller's time zone (platform §9 America/Toronto): "Jul 14, 2026, 10:00 AM". */
export function formatTripInstant(
  value: string,
  locale: string = defaultLocale,
  timeZone: string = defaultTimeZone,
): string {
  return dateTimeFormat(locale, {
    ...dayMonthYear,
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(value));
}
