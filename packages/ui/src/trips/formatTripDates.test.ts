import { describe, expect, it } from 'vitest';
import {
  formatLocalDateTime,
  formatTripDay,
  formatTripInstant,
  tripDatesText,
} from './formatTripDates';

describe('tripDatesText', () => {
  it('writes one day once', () => {
    expect(tripDatesText({ start: '2026-07-12', end: '2026-07-12' })).toBe('Jul 12, 2026');
  });

  it('writes the year once within a year, on both sides across two', () => {
    expect(tripDatesText({ start: '2026-07-10', end: '2026-07-17' })).toBe('Jul 10 – Jul 17, 2026');
    expect(tripDatesText({ start: '2026-12-28', end: '2027-01-04' })).toBe(
      'Dec 28, 2026 – Jan 4, 2027',
    );
  });

  it('has no text for malformed dates', () => {
    expect(tripDatesText({ start: '2026-07-10', end: '2026-07-0' })).toBeUndefined();
  });
});

describe('formatTripDay', () => {
  it('keeps a calendar day whatever the time zone', () => {
    expect(formatTripDay('2027-03-01')).toBe('Mar 1, 2027');
  });
});

describe('formatLocalDateTime', () => {
  it('writes a place’s local time as its clock shows it', () => {
    expect(formatLocalDateTime('2026-07-10T20:05')).toMatch(/^Fri, Jul 10, 8:05\sPM$/);
  });
});

describe('formatTripInstant', () => {
  it('writes an instant in the traveller’s time zone', () => {
    expect(formatTripInstant('2026-07-14T14:00:00.000Z')).toMatch(/^Jul 14, 2026, 10:00\sAM$/);
    expect(formatTripInstant('2026-07-14T14:00:00.000Z', 'en-US', 'America/Vancouver')).toMatch(
      /^Jul 14, 2026, 7:00\sAM$/,
    );
  });
});
