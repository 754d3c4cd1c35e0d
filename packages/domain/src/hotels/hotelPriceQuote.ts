import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';
import { hotelBookTypes } from '../routes/hotelBookTypes';
import { purchaseErrorSchema } from '../vacationRentals/priceQuote';
import { hotelCancellationPolicySchema } from './cancellationPolicy';
import { hotelShopRequestSchema } from './hotelShop';
import { lodgingCollections } from './lodgingCollections';
import { mealPlans } from './mealPlans';
import { paymentTimings } from './paymentTimings';
import { reservationPricingSchema } from './reservationPricing';

/**
 * The "hotel price quote" request (products §7 names the kind, not its payload; the shape is
 * ours): the hotel page's stay and guests, the room and rate chosen and, for a refundable room,
 * the cancel-for-any-reason quote it adds (products §4). The agent fee as for vacation rentals.
 */
export const hotelQuoteRequestSchema = z.object({
  type: z.literal('Hotel'),
  value: z.object({
    ...hotelShopRequestSchema.shape,
    roomId: z.string().check(z.minLength(1)),
    rateId: z.string().check(z.minLength(1)),
    refundableRoomQuoteId: z.optional(z.string()),
    hotelBookType: z.optional(z.enum(hotelBookTypes)),
    agentFee: z.number().check(z.nonnegative()),
  }),
});
export type HotelQuoteRequest = z.infer<typeof hotelQuoteRequestSchema>;

/** The cancel-for-any-reason add-on a refundable room carries into the checkout (products §3, §4). */
export const refundableRoomChoiceSchema = z.object({
  quoteId: z.string(),
  premium: priceSchema,
  coveragePercentage: z.number(),
  coverageAmount: fiatSchema,
  pricingDescription: z.string(),
});
export type RefundableRoomChoice = z.infer<typeof refundableRoomChoiceSchema>;

/** What a hotel stay holds, in the quote and in the booking alike. */
export const hotelStayTermsShape = {
  lodgingId: z.string(),
  lodgingName: z.string(),
  lodgingCollection: z._default(z.enum(lodgingCollections), 'NoCollection'),
  roomId: z.string(),
  roomName: z.optional(z.string()),
  rateId: z.string(),
  mealPlan: z.optional(z.enum(mealPlans)),
  paymentTiming: z.enum(paymentTimings),
  cancellationPolicy: hotelCancellationPolicySchema,
  refundableRoom: z.optional(refundableRoomChoiceSchema),
  /**
   * The stay's price in cash and per rewards account, a refundable room's premium included: what
   * the checkout's payment covers. Paid at the hotel (PayLater), it is charged at check-in.
   */
  total: priceSchema,
  /** products §3 Reservation pricing: what is due now (0 when paid at the hotel), subtotal, taxes, beds, dates. */
  pricing: reservationPricingSchema,
};

/** A hotel's price quote (the checkout's "Success with type Hotel"; products §3, §7). */
export const hotelPriceQuoteSchema = z.object({
  type: z.literal('Hotel'),
  sessionToken: z.object({ value: z.string() }),
  orderedProductId: z.string(),
  ...hotelStayTermsShape,
  errors: z._default(z.array(purchaseErrorSchema), []),
  confirmationDetailsErrors: z._default(z.array(purchaseErrorSchema), []),
});
export type HotelPriceQuote = z.infer<typeof hotelPriceQuoteSchema>;
