import { describe, expect, it } from 'vitest';
import { experienceDurationFilter } from './experienceDurationFilters';

// spec: products §3 Experiences "rating, duration and time-of-day filters"; the bounds are ours:
// 1 hour, 4 hours and 24 hours, each belonging to the shorter option.
describe('experienceDurationFilter', () => {
  it.each([
    [30, 'UpToOneHour'],
    [60, 'UpToOneHour'],
    [61, 'OneToFourHours'],
    [240, 'OneToFourHours'],
    [241, 'FourHoursToOneDay'],
    [1440, 'FourHoursToOneDay'],
    [1441, 'MultiDay'],
    [4320, 'MultiDay'],
  ])('%i minutes: %s', (minutes, filter) => {
    expect(experienceDurationFilter(minutes)).toBe(filter);
  });
});
