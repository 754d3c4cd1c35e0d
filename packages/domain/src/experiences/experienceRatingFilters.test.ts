import { describe, expect, it } from 'vitest';
import { meetsExperienceRatingFilter } from './experienceRatingFilters';

// spec: products §3 Experiences "rating, duration and time-of-day filters"; the minimums are ours.
describe('meetsExperienceRatingFilter', () => {
  it.each([
    [4.2, undefined, true],
    [undefined, undefined, true],
    [undefined, 3, false],
    [3.99, 4, false],
    [4, 4, true],
    [4.49, 4.5, false],
    [4.5, 4.5, true],
    [5, 3, true],
  ] as const)('rating %s with minimum %s: %s', (rating, minimum, passes) => {
    expect(meetsExperienceRatingFilter(rating, minimum)).toBe(passes);
  });
});
