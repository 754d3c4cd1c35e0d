// The values are ours: the spec names review sorts without listing them (products §3 Experiences).
/** How an experience's reviews can be sorted. */
export const experienceReviewSorts = [
  'MostRecent',
  'HighestRating',
  'LowestRating',
  'MostHelpful',
] as const;
export type ExperienceReviewSort = (typeof experienceReviewSorts)[number];
