import { dateTimeFormat } from './intlFormats';

function formatterIn(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * What the clocks of a time zone show at an instant (epoch milliseconds), as the milliseconds of
 * a clock without time zones: `new Date(wallClockMs(…)).toISOString()` reads as the local time,
 * and the wall clock minus the instant is the zone's offset there.
 */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterIn(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return (
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ) + new Date(instant).getUTCMilliseconds()
  );
}
