/**
 * A departure time read as local wall-clock time where the flight leaves: the date and time as
 * the itinerary gives them ("2026-07-01T20:30", with or without seconds or an offset), any offset
 * ignored. Rebooking rules compare flights leaving the same airport, so their local times compare
 * directly, and "9:00AM next day" means 9:00 local at that airport.
 */
export interface LocalDepartureTime {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Minutes since midnight. */
  readonly minuteOfDay: number;
  /** Minutes on a uniform scale, for differences; not an instant. */
  readonly minutes: number;
}

const localTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The local departure time, or undefined for a value that is not a date and time. */
export function parseLocalDepartureTime(value: string): LocalDepartureTime | undefined {
  const match = localTimePattern.exec(value);
  if (match === null) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const epoch = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(epoch);
  // Date.UTC rolls 2026-02-30 over to March 2 and 24:00 to the next day: such values are not real.
  const isReal =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute;
  if (!isReal) return undefined;
  return {
    date: check.toISOString().slice(0, 10),
    minuteOfDay: hour * 60 + minute,
    minutes: epoch / 60000,
  };
}
