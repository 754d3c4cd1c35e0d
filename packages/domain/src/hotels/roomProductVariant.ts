import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';
import { hotelCancellationPolicySchema } from './cancellationPolicy';
import { refundableRoomQuoteAdditionalInfoSchema } from './refundableRoomQuote';
import { roomProductSchema } from './roomInfoProduct';

/** The two variants a room product is offered in (spec: products §3). */
export const roomProductVariantTypes = ['Default', 'RefundableRoom'] as const;
export type RoomProductVariantType = (typeof roomProductVariantTypes)[number];

/**
 * The cancellation-policy scenario a refundable variant carries (spec: products §3, §4). The
 * values are ours: whether the premium is refunded along with the room.
 */
export const cancellationPolicyScenarios = ['RefundablePremium', 'NonRefundablePremium'] as const;
export type CancellationPolicyScenario = (typeof cancellationPolicyScenarios)[number];

/** spec: products §3 "the refundable variant carries premiumPrices, premiumPricesPerNight, ...". */
export const refundableRoomVariantSchema = z.object({
  type: z.literal('RefundableRoom'),
  premiumPrices: priceSchema,
  premiumPricesPerNight: priceSchema,
  quoteId: z.string(),
  coveragePercentage: z.number().check(z.gte(0), z.lte(100)),
  coverageAmount: fiatSchema,
  pricingDescription: z.string(),
  additionalInfo: refundableRoomQuoteAdditionalInfoSchema,
  cancellationPolicy: hotelCancellationPolicySchema,
  cancellationPolicyScenario: z.enum(cancellationPolicyScenarios),
});
export type RefundableRoomVariant = z.infer<typeof refundableRoomVariantSchema>;

export const roomProductVariantSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Default') }),
  refundableRoomVariantSchema,
]);
export type RoomProductVariant = z.infer<typeof roomProductVariantSchema>;

/** A room product as the room-select screen lists it: the rate and the variant it is offered as. */
export const offeredRoomProductSchema = z.extend(roomProductSchema, {
  variant: roomProductVariantSchema,
});
export type OfferedRoomProduct = z.infer<typeof offeredRoomProductSchema>;
