/**
 * The complimentary-night promotion (spec: platform §2 "Complimentary fourth night", §9
 * "complimentary-night promotion" experiment; terms at /terms/complimentary-night/). `night` is
 * the night of a stay that the promotion makes complimentary, so a stay needs at least that many
 * nights to earn it.
 */
export const complimentaryNightPromotion = {
  /** spec: platform §2 "Complimentary fourth night". */
  night: 4,
} as const;
