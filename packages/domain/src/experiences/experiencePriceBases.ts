/** What an experience's price is for (spec: products §3 Experiences "price basis PerGroup, PerPerson"). */
export const experiencePriceBases = ['PerGroup', 'PerPerson'] as const;
export type ExperiencePriceBasis = (typeof experiencePriceBases)[number];
