/** Kinds of guide an experience offers (spec: products §3 Experiences "guide kinds Audio, Human, Written"). */
export const experienceGuideKinds = ['Audio', 'Human', 'Written'] as const;
export type ExperienceGuideKind = (typeof experienceGuideKinds)[number];
