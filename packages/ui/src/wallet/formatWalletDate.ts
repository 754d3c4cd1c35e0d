import { dateTimeFormat, defaultLocale, defaultTimeZone } from '@wayfare/domain';

const isoDateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A wallet date as shown, e.g. "Jun 28, 2026". A date-time (createdAt, saleEventStartOn) is shown
 * in the traveller's time zone (spec: platform §9 America/Toronto); a plain YYYY-MM-DD
 * (expiresOn) is a calendar day, so it is read in UTC and never moves to the day before.
 */
export function formatWalletDate(
  value: string,
  locale: string = defaultLocale,
  timeZone: string = defaultTimeZone,
): string {
  const isDateOnly = isoDateOnly.test(value);
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: isDateOnly ? 'UTC' : timeZone,
  }).format(new Date(isDateOnly ? `${value}T00:00:00Z` : value));
}
