import { z } from 'zod/mini';
import { fiatSchema } from '../money/money';

/**
 * The cancel-for-any-reason offer on a hotel booking (spec: products §3 "Hotel
 * cancel-for-any-reason quote: premium amount, pricingDescription, shouldRefundCfarPremium").
 * The id is ours.
 */
export const hotelCfarQuoteSchema = z.object({
  id: z.string(),
  premiumAmount: fiatSchema,
  pricingDescription: z.string(),
  shouldRefundCfarPremium: z.boolean(),
});
export type HotelCfarQuote = z.infer<typeof hotelCfarQuoteSchema>;
