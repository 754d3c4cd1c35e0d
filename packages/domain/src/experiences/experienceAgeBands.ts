/** Age bands an experience prices and books by (spec: products §3 Experiences). */
export const experienceAgeBands = [
  'Adult',
  'Child',
  'Infant',
  'Senior',
  'Traveler',
  'Youth',
] as const;
export type ExperienceAgeBand = (typeof experienceAgeBands)[number];
