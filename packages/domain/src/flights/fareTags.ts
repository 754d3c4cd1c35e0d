import { z } from 'zod/mini';

/** Fare tags, in the order a fare shows them (spec: products §3). */
export const fareTags = ['Best Price', 'Fastest', 'Best Overall', 'Best Quality'] as const;
export type FareTag = (typeof fareTags)[number];

/** The score flags of a fare, each giving the tag of the same position in `fareTags`. */
export const fareScoreFlags = ['isCheapest', 'isFastest', 'isBest', 'isBestQuality'] as const;
export type FareScoreFlag = (typeof fareScoreFlags)[number];

/** A fare's score flags as the server sends them; a missing flag is false. */
export const fareScoreSchema = z.object({
  isCheapest: z.optional(z.boolean()),
  isFastest: z.optional(z.boolean()),
  isBest: z.optional(z.boolean()),
  isBestQuality: z.optional(z.boolean()),
});
export type FareScore = z.infer<typeof fareScoreSchema>;

const tagOfFlag: Record<FareScoreFlag, FareTag> = {
  isCheapest: 'Best Price',
  isFastest: 'Fastest',
  isBest: 'Best Overall',
  isBestQuality: 'Best Quality',
};

/**
 * spec: products §3 "Score flags isCheapest, isFastest, isBest, isBestQuality map to tags Best
 * Price, Fastest, Best Overall, Best Quality", always in that order.
 */
export function fareTagsFromScore(score: FareScore): FareTag[] {
  return fareScoreFlags.filter((flag) => score[flag] === true).map((flag) => tagOfFlag[flag]);
}
