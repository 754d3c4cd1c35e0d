import { z } from 'zod/mini';
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
  message: z.optional(z.string()),
});
export type PurchaseError = z.infer<typeof purchaseErrorSchema>;

/** A fee line of the quote (spec: platform §3 "fees with name/kind/amount/description"). */
export const quoteFeeSchema = z.object({
  name: z.string(),
  kind: z.enum(feeKinds),
  amount: fiatSchema,
  description: z.optional(z.string()),
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
  errors: z._default(z.array(purchaseErrorSchema), []),
  confirmationDetailsErrors: z._default(z.array(purchaseErrorSchema), []),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** What `quote/schedule` and `fulfill/schedule` answer: the session or fulfilment token, when there is one. */
export const scheduleResponseSchema = z.object({ value: z.optional(z.string()) });

/** What `quote/poll` answers for a product whose quote is a `Quote` (spec: platform §4 Quote "Results: Pending, Failure, Success"). */
export type QuotePollAnswer<Quote> =
  | { readonly QuoteResponse: 'Pending' }
  | { readonly QuoteResponse: 'Failure'; readonly errors: PurchaseError[] }
  | { readonly QuoteResponse: 'Success'; readonly quote: Quote };

/** The schema of `quote/poll`'s answer, given the schema of the product's quote. */
export function quotePollResponseSchemaOf<Quote>(
  quote: z.core.$ZodType<Quote>,
): z.ZodMiniType<QuotePollAnswer<Quote>> {
  return z.discriminatedUnion('QuoteResponse', [
    z.object({ QuoteResponse: z.literal('Pending') }),
    z.object({ QuoteResponse: z.literal('Failure'), errors: z.array(purchaseErrorSchema) }),
    z.object({ QuoteResponse: z.literal('Success'), quote }),
  ]);
}

/** What `quote/poll` answers for a vacation rental ("Success with type Homes"). */
export const quotePollResponseSchema = quotePollResponseSchemaOf(priceQuoteSchema);
export type QuotePollResponse = QuotePollAnswer<PriceQuote>;

/** spec: platform §3 Reservation. */
export const reservationSchema = z.object({
  id: z.object({ value: z.string() }),
  stayDates: z.object({ from: z.string(), until: z.string() }),
  listing: vacationRentalListingSchema.shape.listing,
  cancellationPolicy: rateSchema.shape.cancellationPolicy,
  providerAdditionalReservationInfo: z.optional(z.record(z.string(), z.unknown())),
  listingCollection: z.optional(z.enum(listingCollections)),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** What `fulfill/poll` answers for a product whose fulfilment reads as a `Fulfilment` (spec: platform §4 Fulfil). */
export type FulfilPollAnswer<Fulfilment> =
  | { readonly FulfillResponse: 'Pending' }
  | { readonly FulfillResponse: 'Failure'; readonly errors: PurchaseError[] }
  | { readonly FulfillResponse: 'Success'; readonly fulfillment: Fulfilment };

/** The schema of `fulfill/poll`'s answer, given the schema of the product's fulfilment. */
export function fulfilPollResponseSchemaOf<Fulfilment>(
  fulfillment: z.core.$ZodType<Fulfilment>,
): z.ZodMiniType<FulfilPollAnswer<Fulfilment>> {
  return z.discriminatedUnion('FulfillResponse', [
    z.object({ FulfillResponse: z.literal('Pending') }),
    z.object({ FulfillResponse: z.literal('Failure'), errors: z.array(purchaseErrorSchema) }),
    z.object({ FulfillResponse: z.literal('Success'), fulfillment }),
  ]);
}

/** A vacation rental's fulfilment: "Success with type Homes" and its reservation. */
export const homesFulfilmentSchema = z.object({
  type: z.enum(purchaseProductTypes),
  reservation: reservationSchema,
});
export type HomesFulfilment = z.infer<typeof homesFulfilmentSchema>;

export const fulfilPollResponseSchema = fulfilPollResponseSchemaOf(homesFulfilmentSchema);
export type FulfilPollResponse = FulfilPollAnswer<HomesFulfilment>;

/** What `POST /api/v1/homes/addMainGuest` answers (spec: platform §7). */
export const addMainGuestResponseSchema = z.object({ orderedProductId: z.string() });
