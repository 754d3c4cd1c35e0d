import { describe, expect, it } from 'vitest';
import { wallClockMs } from './wallClock';

const local = (instant: string, timeZone: string) =>
  new Date(wallClockMs(Date.parse(instant), timeZone)).toISOString();

describe('wallClockMs', () => {
  it("reads a zone's clock, to the millisecond, on a day its offset holds", () => {
    expect(local('2026-09-15T12:34:56.789Z', 'America/Toronto')).toBe('2026-09-15T08:34:56.789Z');
    expect(local('2026-09-15T23:59:59.999Z', 'Asia/Kolkata')).toBe('2026-09-16T05:29:59.999Z');
    expect(local('2026-09-15T00:00:00.000Z', 'UTC')).toBe('2026-09-15T00:00:00.000Z');
  });

  it('on the day clocks change, reads each side of the change on its own offset', () => {
    // New York springs forward at 02:00 local on 2026-03-08 (07:00 UTC).
    expect(local('2026-03-08T06:59:59.500Z', 'America/New_York')).toBe('2026-03-08T01:59:59.500Z');
    expect(local('2026-03-08T07:00:00.000Z', 'America/New_York')).toBe('2026-03-08T03:00:00.000Z');
    // And falls back at 02:00 local on 2026-11-01 (06:00 UTC): 01:00 to 02:00 comes twice.
    expect(local('2026-11-01T05:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30:00.000Z');
    expect(local('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30:00.000Z');
  });

  it('reads the same clock again the same way', () => {
    const instant = Date.parse('2026-03-08T12:00:00.000Z');
    expect(wallClockMs(instant, 'Europe/London')).toBe(wallClockMs(instant, 'Europe/London'));
    expect(wallClockMs(instant, 'Europe/London')).toBe(instant);
  });
});
