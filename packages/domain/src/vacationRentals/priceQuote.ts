import { z } from 'zod';
import { fiatSchema, priceSchema } from '../money/money';
import { feeKinds, listingCollections, rateSchema, vacationRentalListingSchema } from './listing';

/** Quote and fulfilment types; vacation rentals are "Homes" (spec: platform §3, §4). */
export const purchaseProductTypes = ['Homes'] as const;
export type PurchaseProductType = (typeof purchaseProductTypes)[number];

/** Kinds of a fulfilment error (spec: platform §8 "Fulfil errors are of kinds error code, payment error, product error"). */
export const purchaseErrorKinds = ['ErrorCode', 'PaymentError', 'ProductError'] as const;
export type PurchaseErrorKind = (typeof purchaseErrorKinds)[number];

/** An error of a quote or a fulfilment: its kind, the server's code and, sometimes, a message. */
export const purchaseErrorSchema = z.object({
  kind: z.enum(purchaseErrorKinds),
  code: z.string(),
  message: z.string().optional(),
});
export type PurchaseError = z.infer<typeof purchaseErrorSchema>;

/** A fee line of the quote (spec: platform §3 "fees with name/kind/amount/description"). */
export const quoteFeeSchema = z.object({
  name: z.string(),
  kind: z.enum(feeKinds),
  amount: fiatSchema,
  description: z.string().optional(),
});
export type QuoteFee = z.infer<typeof quoteFeeSchema>;

/** spec: platform §3 Price quote. */
export const priceQuoteSchema = z.object({
  sessionToken: z.object({ value: z.string() }),
  orderedProductId: z.string(),
  type: z.enum(purchaseProductTypes),
  rate: z.object({
    detailedPrice: z.object({
      /** The trip total in cash and, per rewards account, in rewards. */
      payNowTotal: priceSchema,
      sellPrice: fiatSchema,
      fees: z.array(quoteFeeSchema),
      /** Lines of the breakdown as the server groups them (their fields are ours). */
      groupedItems: z.array(z.object({ label: z.string(), amount: fiatSchema })),
    }),
    paymentPolicy: rateSchema.shape.paymentPolicy,
  }),
  errors: z.array(purchaseErrorSchema).default([]),
  confirmationDetailsErrors: z.array(purchaseErrorSchema).default([]),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** What `quote/schedule` and `fulfill/schedule` answer: the session or fulfilment token, when there is one. */
export const scheduleResponseSchema = z.object({ value: z.string().optional() });

/** What `quote/poll` answers (spec: platform §4 "Results: Pending, Failure, Success with type Homes"). */
export const quotePollResponseSchema = z.discriminatedUnion('QuoteResponse', [
  z.object({ QuoteResponse: z.literal('Pending') }),
  z.object({ QuoteResponse: z.literal('Failure'), errors: z.array(purchaseErrorSchema) }),
  z.object({ QuoteResponse: z.literal('Success'), quote: priceQuoteSchema }),
]);
export type QuotePollResponse = z.infer<typeof quotePollResponseSchema>;

/** spec: platform §3 Reservation. */
export const reservationSchema = z.object({
  id: z.object({ value: z.string() }),
  stayDates: z.object({ from: z.string(), until: z.string() }),
  listing: vacationRentalListingSchema.shape.listing,
  cancellationPolicy: rateSchema.shape.cancellationPolicy,
  providerAdditionalReservationInfo: z.record(z.string(), z.unknown()).optional(),
  listingCollection: z.enum(listingCollections).optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** What `fulfill/poll` answers (spec: platform §4 Fulfil). */
export const fulfilPollResponseSchema = z.discriminatedUnion('FulfillResponse', [
  z.object({ FulfillResponse: z.literal('Pending') }),
  z.object({ FulfillResponse: z.literal('Failure'), errors: z.array(purchaseErrorSchema) }),
  z.object({
    FulfillResponse: z.literal('Success'),
    fulfillment: z.object({ type: z.enum(purchaseProductTypes), reservation: reservationSchema }),
  }),
]);
export type FulfilPollResponse = z.infer<typeof fulfilPollResponseSchema>;

/** What `POST /api/v1/homes/addMainGuest` answers (spec: platform §7). */
export const addMainGuestResponseSchema = z.object({ orderedProductId: z.string() });
