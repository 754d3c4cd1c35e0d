// The buckets are ours: the spec names a duration filter without its values (products §3 Experiences).
/** Duration filter options, shortest first. */
export const experienceDurationFilters = [
  'UpToOneHour',
  'OneToFourHours',
  'FourHoursToOneDay',
  'MultiDay',
] as const;
export type ExperienceDurationFilter = (typeof experienceDurationFilters)[number];

const oneHour = 60;
const fourHours = 4 * oneHour;
const oneDay = 24 * oneHour;

/**
 * spec: products §3 Experiences "rating, duration and time-of-day filters": the duration option an
 * experience of this many minutes falls under. Each bound belongs to the shorter option (exactly
 * one hour is UpToOneHour, exactly 24 hours is FourHoursToOneDay).
 */
export function experienceDurationFilter(durationMinutes: number): ExperienceDurationFilter {
  if (durationMinutes <= oneHour) return 'UpToOneHour';
  if (durationMinutes <= fourHours) return 'OneToFourHours';
  if (durationMinutes <= oneDay) return 'FourHoursToOneDay';
  return 'MultiDay';
}
