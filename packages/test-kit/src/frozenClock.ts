/**
 * The instant every story and component test runs at, so dates, calendars and screenshots are
 * the same on every run: 1 July 2026, 10:00 in Toronto (the spec's default time zone).
 */
export const frozenNow = new Date('2026-07-01T14:00:00.000Z');
