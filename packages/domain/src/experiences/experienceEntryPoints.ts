/** Entry-point tags of an experience search, the entryType query value (spec: products §2, platform §2). */
export const experienceEntryPoints = ['experiences_homepage', 'experiences_availability'] as const;
export type ExperienceEntryPoint = (typeof experienceEntryPoints)[number];
