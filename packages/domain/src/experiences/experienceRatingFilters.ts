// The thresholds are ours: the spec names a rating filter without its values (products §3
// Experiences). Ratings are on a 0 to 5 scale.
/** Minimum-rating filter options. */
export const experienceRatingFilters = [3, 3.5, 4, 4.5] as const;
export type ExperienceRatingFilter = (typeof experienceRatingFilters)[number];

/**
 * spec: products §3 Experiences "rating, duration and time-of-day filters": an experience passes
 * a minimum-rating filter when its rating is at least the minimum; one without a rating passes
 * only when no minimum is chosen.
 */
export function meetsExperienceRatingFilter(
  rating: number | undefined,
  minimum: ExperienceRatingFilter | undefined,
): boolean {
  if (minimum === undefined) return true;
  return rating !== undefined && rating >= minimum;
}
