import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';
import { hotelAmenities } from './hotelAmenities';
import { lodgingCollections } from './lodgingCollections';
import { lodgingMediaSchema } from './lodgingMedia';
import { mealPlans } from './mealPlans';
import { starRatings } from './starRatings';

/**
 * The lodging of a search result (spec: products §3 "lodging (media, tripAdvisorReviews
 * overallScore)"). id, name, starRating, amenities, reviewsCount and location are ours.
 */
export const lodgingSchema = z.object({
  id: z.string(),
  name: z.string(),
  starRating: z._default(z.enum(starRatings), 'NotAvailable'),
  media: z.array(lodgingMediaSchema),
  amenities: z._default(z.array(z.enum(hotelAmenities)), []),
  tripAdvisorReviews: z.optional(
    z.object({ overallScore: z.number(), reviewsCount: z.optional(z.number().check(z.int())) }),
  ),
  /** Where it stands, for the map and "distance from": ours, like a home's location. */
  location: z.optional(
    z.object({
      lat: z.number(),
      lon: z.number(),
      address: z.optional(z.string()),
      neighbourhood: z.optional(z.string()),
      city: z.optional(z.string()),
    }),
  ),
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
  total: z.optional(priceSchema),
  providerName: z.string(),
  comparePrices: z._default(z.array(comparePriceSchema), []),
  mealPlan: z.optional(z.enum(mealPlans)),
});
export type LodgingPrice = z.infer<typeof lodgingPriceSchema>;

/**
 * spec: products §3 "bestPromotionThisLodging (promotionType, discountAmount,
 * discountPercentage)": a discount given as an amount, a percentage, or both.
 */
export const lodgingPromotionSchema = z.object({
  promotionType: z.string(),
  discountAmount: z.optional(fiatSchema),
  discountPercentage: z.optional(z.number()),
});
export type LodgingPromotion = z.infer<typeof lodgingPromotionSchema>;

/** A travel-wallet offer usable at this lodging; fields ours (products §3 names bestOfferThisLodging only). */
export const lodgingOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  amount: z.optional(fiatSchema),
  description: z.optional(z.string()),
});
export type LodgingOffer = z.infer<typeof lodgingOfferSchema>;

/** spec: products §3 "trackingPropertiesV2 (properties, encryptedProperties, availability_id, pricing_engine_pricing_id)". */
export const trackingPropertiesV2Schema = z.object({
  properties: z.looseObject({
    availability_id: z.optional(z.string()),
    pricing_engine_pricing_id: z.optional(z.string()),
  }),
  encryptedProperties: z._default(z.array(z.string()), []),
});
export type TrackingPropertiesV2 = z.infer<typeof trackingPropertiesV2Schema>;

/** One hotel of the hotel list (spec: products §3 "Search result"; STATES §20 hotels/list/*). */
export const hotelSearchResultSchema = z.object({
  lodging: lodgingSchema,
  lodgingCollection: z._default(z.enum(lodgingCollections), 'NoCollection'),
  price: lodgingPriceSchema,
  bestPromotionThisLodging: z.optional(lodgingPromotionSchema),
  bestOfferThisLodging: z.optional(lodgingOfferSchema),
  /** A hotel loyalty programme code such as MAR or HIL. */
  loyaltyProgramCode: z.optional(z.string()),
  hasCorporateRates: z._default(z.boolean(), false),
  /** A complimentary-night promotion; locked until the stay is long enough (nth is ours). */
  nthNightPromotion: z.optional(
    z.object({ isLocked: z.boolean(), nth: z.optional(z.number().check(z.int())) }),
  ),
  trackingPropertiesV2: z.optional(trackingPropertiesV2Schema),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;
