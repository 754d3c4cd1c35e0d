import { z } from 'zod';
import { fiatSchema, priceSchema } from '../money/money';
import { hotelAmenities } from './hotelAmenities';
import { lodgingCollections } from './lodgingCollections';
import { lodgingMediaSchema } from './lodgingMedia';
import { mealPlans } from './mealPlans';
import { starRatings } from './starRatings';

/**
 * The lodging of a search result (spec: products §3 "lodging (media, tripAdvisorReviews
 * overallScore)"). id, name, starRating, amenities and reviewsCount are ours.
 */
export const lodgingSchema = z.object({
  id: z.string(),
  name: z.string(),
  starRating: z.enum(starRatings).default('NotAvailable'),
  media: z.array(lodgingMediaSchema),
  amenities: z.array(z.enum(hotelAmenities)).default([]),
  tripAdvisorReviews: z
    .object({ overallScore: z.number(), reviewsCount: z.number().int().optional() })
    .optional(),
});
export type Lodging = z.infer<typeof lodgingSchema>;

/** A competitor's price for the same stay (fields ours; products §3 names comparePrices only). */
export const comparePriceSchema = z.object({ providerName: z.string(), nightly: fiatSchema });
export type ComparePrice = z.infer<typeof comparePriceSchema>;

/**
 * spec: products §3 "price (providerName, comparePrices, mealPlan)"; the nightly and total
 * amounts are ours.
 */
export const lodgingPriceSchema = z.object({
  nightly: priceSchema,
  total: priceSchema.optional(),
  providerName: z.string(),
  comparePrices: z.array(comparePriceSchema).default([]),
  mealPlan: z.enum(mealPlans).optional(),
});
export type LodgingPrice = z.infer<typeof lodgingPriceSchema>;

/**
 * spec: products §3 "bestPromotionThisLodging (promotionType, discountAmount,
 * discountPercentage)": a discount given as an amount, a percentage, or both.
 */
export const lodgingPromotionSchema = z.object({
  promotionType: z.string(),
  discountAmount: fiatSchema.optional(),
  discountPercentage: z.number().optional(),
});
export type LodgingPromotion = z.infer<typeof lodgingPromotionSchema>;

/** A travel-wallet offer usable at this lodging; fields ours (products §3 names bestOfferThisLodging only). */
export const lodgingOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  amount: fiatSchema.optional(),
  description: z.string().optional(),
});
export type LodgingOffer = z.infer<typeof lodgingOfferSchema>;

/** spec: products §3 "trackingPropertiesV2 (properties, encryptedProperties, availability_id, pricing_engine_pricing_id)". */
export const trackingPropertiesV2Schema = z.object({
  properties: z.looseObject({
    availability_id: z.string().optional(),
    pricing_engine_pricing_id: z.string().optional(),
  }),
  encryptedProperties: z.array(z.string()).default([]),
});
export type TrackingPropertiesV2 = z.infer<typeof trackingPropertiesV2Schema>;

/** One hotel of the hotel list (spec: products §3 "Search result"; STATES §20 hotels/list/*). */
export const hotelSearchResultSchema = z.object({
  lodging: lodgingSchema,
  lodgingCollection: z.enum(lodgingCollections).default('NoCollection'),
  price: lodgingPriceSchema,
  bestPromotionThisLodging: lodgingPromotionSchema.optional(),
  bestOfferThisLodging: lodgingOfferSchema.optional(),
  /** A hotel loyalty programme code such as MAR or HIL. */
  loyaltyProgramCode: z.string().optional(),
  hasCorporateRates: z.boolean().default(false),
  /** A complimentary-night promotion; locked until the stay is long enough (nth is ours). */
  nthNightPromotion: z
    .object({ isLocked: z.boolean(), nth: z.number().int().optional() })
    .optional(),
  trackingPropertiesV2: trackingPropertiesV2Schema.optional(),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;
