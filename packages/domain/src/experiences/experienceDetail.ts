import { z } from 'zod/mini';
import { priceSchema } from '../money/money';
import { experienceAgeBands } from './experienceAgeBands';
import { experienceBookingQuestionFields } from './experienceBookingQuestionFields';
import { experienceCancellationKinds } from './experienceCancellationKinds';
import { experienceGuideKinds } from './experienceGuideKinds';
import { experienceItineraryTypes } from './experienceItineraryTypes';
import { experiencePriceBases } from './experiencePriceBases';
import { experienceRatingSchema, experienceStartTimeSchema } from './experienceSearchResult';
import { experienceTicketTypes } from './experienceTicketTypes';
import { experienceVoucherRules } from './experienceVoucherRules';

// The fields of this file are ours: the spec shows no payload for the shop call (platform §7);
// they carry what the detail screen shows (STATES.md §19 `experiences/shop/*`).

/** The price of one age band, with the ages it covers. */
export const experienceAgeBandPriceSchema = z.object({
  ageBand: z.enum(experienceAgeBands),
  minAge: z.number().check(z.int(), z.nonnegative()),
  maxAge: z.number().check(z.int(), z.nonnegative()),
  price: priceSchema,
});
export type ExperienceAgeBandPrice = z.infer<typeof experienceAgeBandPriceSchema>;

export const experienceGuideSchema = z.object({
  kind: z.enum(experienceGuideKinds),
  /** Languages the guide is offered in, as BCP 47 tags. */
  languages: z.array(z.string()),
});
export type ExperienceGuide = z.infer<typeof experienceGuideSchema>;

export const experienceReviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  /** 1 to 5 */
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  text: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.iso.date(),
  helpfulVotes: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type ExperienceReview = z.infer<typeof experienceReviewSchema>;

/** Whether a booking question is asked once or for each traveler. */
export const experienceBookingQuestionScopes = ['PerBooking', 'PerTraveler'] as const;
export type ExperienceBookingQuestionScope = (typeof experienceBookingQuestionScopes)[number];

export const experienceBookingQuestionSchema = z.object({
  field: z.enum(experienceBookingQuestionFields),
  label: z.string(),
  required: z.boolean(),
  scope: z.enum(experienceBookingQuestionScopes),
});
export type ExperienceBookingQuestion = z.infer<typeof experienceBookingQuestionSchema>;

/** An experience as the shop call answers it. */
export const experienceDetailSchema = z.object({
  activityId: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  locationName: z.string(),
  rating: z.optional(experienceRatingSchema),
  durationMinutes: z.number().check(z.int(), z.positive()),
  startTimes: z.array(experienceStartTimeSchema),
  itineraryType: z.optional(z.enum(experienceItineraryTypes)),
  cancellation: z.object({
    kind: z.enum(experienceCancellationKinds),
    /** The policy as the supplier words it. */
    policyText: z.string(),
  }),
  priceBasis: z.enum(experiencePriceBases),
  /** The lowest price, for a person or for the group as priceBasis says. */
  price: priceSchema,
  ticketType: z.enum(experienceTicketTypes),
  voucherRule: z.enum(experienceVoucherRules),
  ageBands: z.array(experienceAgeBandPriceSchema),
  guides: z.array(experienceGuideSchema),
  reviews: z.array(experienceReviewSchema),
  bookingQuestions: z.array(experienceBookingQuestionSchema),
});
export type ExperienceDetail = z.infer<typeof experienceDetailSchema>;
