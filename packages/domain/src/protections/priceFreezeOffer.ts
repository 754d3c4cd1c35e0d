import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';

/** Where a trip stands with regard to a price-freeze offer (spec: products §4; STATES §24 price-freeze/offer-*). */
export const priceFreezeOfferStates = [
  'CurrentOfferActive',
  'NoOfferAvailable',
  'PreviousTripUnavailable',
  'RefreezeTrip',
] as const;
export type PriceFreezeOfferState = (typeof priceFreezeOfferStates)[number];

/**
 * A price-freeze offer attached to a hotel room product (spec: products §3 priceFreezeOffer).
 * The fields are ours: the spec names the offer but not its shape.
 */
export const hotelPriceFreezeOfferSchema = z.object({
  id: z.string(),
  /** What the freeze costs, kept as a deposit against the booking. */
  deposit: priceSchema,
  durationHours: z.number().check(z.positive()),
  /** The most the freeze covers if the price rises (products §9 "cap $500 per passenger or room"). */
  cap: fiatSchema,
});
export type HotelPriceFreezeOffer = z.infer<typeof hotelPriceFreezeOfferSchema>;
