import { z } from 'zod/mini';
import { priceSchema } from '../money/money';
import { experienceCancellationKinds } from './experienceCancellationKinds';
import { experiencePriceBases } from './experiencePriceBases';

const hourMinutePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A start time of day, HH:mm local to the experience. */
export const experienceStartTimeSchema = z.string().check(z.regex(hourMinutePattern));

/** Average rating on a 0 to 5 scale and how many reviews make it (fields ours). */
export const experienceRatingSchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type ExperienceRating = z.infer<typeof experienceRatingSchema>;

// The fields are ours: the spec shows no payload for POST /experiences/availability (platform §7);
// they carry what the results screen shows and filters on (STATES.md §19).
/** One experience in the answer of POST /experiences/availability. */
export const experienceSearchResultSchema = z.object({
  activityId: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.optional(z.string()),
  rating: z.optional(experienceRatingSchema),
  durationMinutes: z.number().check(z.int(), z.positive()),
  startTimes: z.array(experienceStartTimeSchema),
  /** The lowest price, for a person or for the group as priceBasis says. */
  price: priceSchema,
  priceBasis: z.enum(experiencePriceBases),
  cancellation: z.enum(experienceCancellationKinds),
  categoryTagIds: z.array(z.string()),
});
export type ExperienceSearchResult = z.infer<typeof experienceSearchResultSchema>;

/** The answer of POST /experiences/availability (fields ours). An empty list is the empty state. */
export const experienceAvailabilityResponseSchema = z.object({
  experiences: z.array(experienceSearchResultSchema),
  totalCount: z.number().check(z.int(), z.nonnegative()),
  /** Absent on the last page. */
  nextPageToken: z.optional(z.string()),
});
export type ExperienceAvailabilityResponse = z.infer<typeof experienceAvailabilityResponseSchema>;
