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

const dayMs = 86_400_000;

/** A time zone's offset through each UTC day asked for, or `changes` when its clocks change then. */
const offsetsOfDays = new Map<string, number | 'changes'>();

/**
 * What the clocks of a time zone show at an instant (epoch milliseconds), as the milliseconds of
 * a clock without time zones: `new Date(wallClockMs(…)).toISOString()` reads as the local time,
 * and the wall clock minus the instant is the zone's offset there.
 *
 * Clocks change at most once a day, so a day that ends on the offset it started on keeps it
 * throughout: its offset is read once. Reading a clock (formatting to parts) is what costs, and
 * the fake backend's flight shops read thousands.
 */
export function wallClockMs(instant: number, timeZone: string): number {
  const day = Math.floor(instant / dayMs);
  const key = `${timeZone} ${day}`;
  let offset = offsetsOfDays.get(key);
  if (offset === undefined) {
    const [start, end] = [day * dayMs, (day + 1) * dayMs - 1];
    const atStart = clockReading(start, timeZone) - start;
    offset = clockReading(end, timeZone) - end === atStart ? atStart : 'changes';
    offsetsOfDays.set(key, offset);
  }
  return offset === 'changes' ? clockReading(instant, timeZone) : instant + offset;
}

/** `wallClockMs`, read from the zone's clock at that very instant. */
function clockReading(instant: number, timeZone: string): number {
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
