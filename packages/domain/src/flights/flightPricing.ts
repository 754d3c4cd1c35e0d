import { z } from 'zod/mini';
import { flightFiatSchema } from './flightAmount';

/** spec: products §3 "sellingPricing.totalPricing with currency, total, baseWithoutMargin (fiat value, currencySymbol)". */
export const sellingPricingSchema = z.object({
  totalPricing: z.object({
    currency: z.string(),
    total: flightFiatSchema,
    baseWithoutMargin: flightFiatSchema,
  }),
});
export type SellingPricing = z.infer<typeof sellingPricingSchema>;

/**
 * The price breakdown seen in sample data (spec: products §3 "Sample pricing fields: base, tax,
 * subTotal, fee, grandTotal, incrementalTotalDifference, discount"). Which of them are optional
 * is ours: a breakdown always has base, tax, subTotal and grandTotal.
 */
export const flightPricingSchema = z.object({
  base: flightFiatSchema,
  tax: flightFiatSchema,
  subTotal: flightFiatSchema,
  fee: z.optional(flightFiatSchema),
  grandTotal: flightFiatSchema,
  incrementalTotalDifference: z.optional(flightFiatSchema),
  discount: z.optional(flightFiatSchema),
});
export type FlightPricing = z.infer<typeof flightPricingSchema>;
