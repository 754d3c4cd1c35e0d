import { z } from 'zod/mini';
import { fiatSchema } from '../money/money';
import { bedTypes } from './bedTypes';

/**
 * What a hotel reservation costs and holds (spec: products §3 "Reservation pricing: payNowTotal,
 * subtotal, taxes; bedTypes, checkInDate, checkOutDate"). Dates are YYYY-MM-DD.
 */
export const reservationPricingSchema = z.object({
  payNowTotal: fiatSchema,
  subtotal: fiatSchema,
  taxes: fiatSchema,
  bedTypes: z.array(z.enum(bedTypes)),
  checkInDate: z.iso.date(),
  checkOutDate: z.iso.date(),
});
export type ReservationPricing = z.infer<typeof reservationPricingSchema>;
