import { z } from 'zod/mini';
import { experienceDurationFilters } from './experienceDurationFilters';
import { experienceRatingFilters } from './experienceRatingFilters';
import { experienceSortOrders } from './experienceSortOrders';
import { timeOfDayBuckets } from './timeOfDayBuckets';

const bucketNumbers = timeOfDayBuckets.map(({ bucket }) => bucket);

/**
 * The body of POST /experiences/availability. locationName, fromDate, untilDate and categoryTagId
 * are the availability query's (platform §2, products §2); the spec shows no payload (platform §7),
 * so sending them as the body, and the sort, filter and page fields, are ours. isTravelApp and
 * entryType stay in the address: they say how the user arrived, not what to search.
 */
export const experienceAvailabilityRequestSchema = z
  .object({
    locationName: z.string().check(z.minLength(1)),
    /** YYYY-MM-DD */
    fromDate: z.iso.date(),
    /** YYYY-MM-DD */
    untilDate: z.iso.date(),
    categoryTagId: z.optional(z.string().check(z.minLength(1))),
    sortOrder: z._default(z.enum(experienceSortOrders), 'Recommended'),
    filters: z.optional(
      z.object({
        minimumRating: z.optional(z.literal(experienceRatingFilters)),
        durations: z.optional(z.array(z.enum(experienceDurationFilters))),
        timesOfDay: z.optional(z.array(z.literal(bucketNumbers))),
      }),
    ),
    pageToken: z.optional(z.string()),
  })
  .check(
    z.refine(({ fromDate, untilDate }) => fromDate <= untilDate, {
      message: 'untilDate must not be before fromDate',
      path: ['untilDate'],
    }),
  );
export type ExperienceAvailabilityRequest = z.infer<typeof experienceAvailabilityRequestSchema>;
