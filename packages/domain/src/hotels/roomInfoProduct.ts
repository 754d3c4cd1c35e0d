import { z } from 'zod/mini';
import { priceSchema } from '../money/money';
import { hotelPriceFreezeOfferSchema } from '../protections/priceFreezeOffer';
import { bedTypes } from './bedTypes';
import { hotelCancellationPolicySchema } from './cancellationPolicy';
import { mealPlans } from './mealPlans';
import { paymentTimings } from './paymentTimings';

/**
 * One bookable rate of a room (spec: products §3 "products with rateId, sellRate, ...,
 * priceFreezeOffer"). cancellationPolicy, paymentTiming, mealPlan and bedTypes are ours: the spec
 * lists them as hotel enumerations without saying where they sit.
 */
export const roomProductSchema = z.object({
  rateId: z.string(),
  /** The stay's price before any add-on. */
  sellRate: priceSchema,
  perNightSellRate: priceSchema,
  perNightSellRateTaxesAndFeesIncluded: priceSchema,
  tripTotal: priceSchema,
  total: priceSchema,
  tripTotalExcludingTaxes: priceSchema,
  totalDiscountAware: priceSchema,
  nightlyDiscountAware: priceSchema,
  nightlyDiscountAwareTaxesAndFeesIncluded: priceSchema,
  priceFreezeOffer: z.optional(hotelPriceFreezeOfferSchema),
  cancellationPolicy: hotelCancellationPolicySchema,
  paymentTiming: z._default(z.enum(paymentTimings), 'PayNow'),
  mealPlan: z.optional(z.enum(mealPlans)),
  bedTypes: z.optional(z.array(z.enum(bedTypes))),
});
export type RoomProduct = z.infer<typeof roomProductSchema>;

/** A room and its rates (spec: products §3 "Room info product: roomInfo with roomId; products"). */
export const roomInfoProductSchema = z.object({
  roomInfo: z.object({
    roomId: z.string(),
    /** The room's display name; ours. */
    name: z.optional(z.string()),
    /** How many guests the room sleeps; ours. */
    maxGuests: z.optional(z.number().check(z.int(), z.positive())),
  }),
  products: z.array(roomProductSchema),
});
export type RoomInfoProduct = z.infer<typeof roomInfoProductSchema>;
