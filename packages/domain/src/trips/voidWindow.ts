import { defaultTimeZone, todayIn, type IsoDate } from '../stays/stayDates';
import { wallClockMs } from '../platform/wallClock';

/** Countries whose void window the spec gives (products §9): the United States and Canada. */
export const voidWindowCountries = ['US', 'CA'] as const;
export type VoidWindowCountry = (typeof voidWindowCountries)[number];

/** spec: products §9 "Void window: US about 24 business hours". */
export const usVoidWindowBusinessHours = 24;

/** spec: products §9 "Void window: ... Canada until 11:59 pm local on purchase day". */
export const canadaVoidWindowLastMinute = '23:59';

/** Which days count toward business hours. */
export interface BusinessDayCalendar {
  isBusinessDay(date: IsoDate): boolean;
}

/**
 * A minimal business-day calendar: Saturdays, Sundays and the given holidays are not business
 * days, every other day is. The holidays are an input because they differ by country and year.
 */
export function businessDayCalendar(holidays: readonly IsoDate[] = []): BusinessDayCalendar {
  return {
    isBusinessDay(date) {
      const [year, month, day] = date.split('-').map(Number);
      const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
      return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
    },
  };
}

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * Business time between two wall-clock instants, counted up to `limit` only: each business day
 * contributes the part of it that lies between them, other days nothing.
 */
function businessMsBetween(
  from: number,
  until: number,
  calendar: BusinessDayCalendar,
  limit: number,
): number {
  let total = 0;
  for (let dayStart = from - (from % dayMs); dayStart < until && total < limit; dayStart += dayMs) {
    const date = new Date(dayStart).toISOString().slice(0, 10);
    if (calendar.isBusinessDay(date)) {
      total += Math.min(until, dayStart + dayMs) - Math.max(from, dayStart);
    }
  }
  return total;
}

export interface VoidWindowInput {
  /** When the ticket was bought. */
  readonly purchasedAt: Date;
  readonly now: Date;
  readonly country: VoidWindowCountry;
  /** Where the purchase day and business days are reckoned (default America/Toronto, products §9). */
  readonly timeZone?: string;
  /** Which days are business days; by default every weekday. */
  readonly calendar?: BusinessDayCalendar;
}

/**
 * spec: products §9 "Void window: US about 24 business hours; Canada until 11:59 pm local on
 * purchase day". Our reading:
 * - US: the window is open while fewer than 24 business hours have passed since the purchase, a
 *   business hour being any hour of a business day (not office hours), on the wall clock of
 *   `timeZone`. A purchase on Friday at 15:00 can be voided until Monday at 15:00; one on Saturday
 *   until Tuesday at 00:00.
 * - Canada: the window is open while the local date is the purchase date; 11:59 pm means the whole
 *   of that last minute, so it closes at midnight.
 * A `now` before the purchase (a clock a little behind) counts as inside the window.
 */
export function isWithinVoidWindow(input: VoidWindowInput): boolean {
  const { purchasedAt, now, country } = input;
  const timeZone = input.timeZone ?? defaultTimeZone;
  if (now.getTime() < purchasedAt.getTime()) return true;
  if (country === 'CA') return todayIn(now, timeZone) === todayIn(purchasedAt, timeZone);
  const limit = usVoidWindowBusinessHours * hourMs;
  // Counted on the wall clock, where every local day is exactly 24 hours long; the hour a
  // daylight-saving change adds or removes is within the spec's "about".
  const elapsed = businessMsBetween(
    wallClockMs(purchasedAt.getTime(), timeZone),
    wallClockMs(now.getTime(), timeZone),
    input.calendar ?? businessDayCalendar(),
    limit,
  );
  return elapsed < limit;
}
