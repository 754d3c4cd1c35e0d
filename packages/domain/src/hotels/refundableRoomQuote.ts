import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';
import { hotelCancellationPolicySchema } from './cancellationPolicy';

/** spec: products §3 "additionalInfo (shouldRefundCfarPremium, isRefundableByCapitalOne)". */
export const refundableRoomQuoteAdditionalInfoSchema = z.object({
  /** Whether the premium itself is refunded when the room is cancelled for any reason. */
  shouldRefundCfarPremium: z._default(z.boolean(), false),
  /**
   * The wire name keeps the card issuer's name: true when the issuer, not the hotel, stands
   * behind the refund. The V1 refundable-room model offers a variant only then (products §4).
   */
  isRefundableByCapitalOne: z._default(z.boolean(), false),
});
export type RefundableRoomQuoteAdditionalInfo = z.infer<
  typeof refundableRoomQuoteAdditionalInfoSchema
>;

/**
 * A cancel-for-any-reason quote for one rate of a room, matched to its room product by rateId
 * (spec: products §3 "Refundable-room quote (cfarQuote)").
 */
export const refundableRoomQuoteSchema = z.object({
  id: z.string(),
  /** The premium for the whole stay. */
  premiumPrices: priceSchema,
  coverageAmount: fiatSchema,
  coveragePercentage: z.number().check(z.gte(0), z.lte(100)),
  pricingDescription: z.string(),
  rateId: z.string(),
  cancellationPolicyV2: hotelCancellationPolicySchema,
  additionalInfo: refundableRoomQuoteAdditionalInfoSchema,
});
export type RefundableRoomQuote = z.infer<typeof refundableRoomQuoteSchema>;
