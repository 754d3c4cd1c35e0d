import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';

/** Listing collections (spec: platform §3); a listing outside both has none. */
export const listingCollections = ['Premier', 'Lifestyle'] as const;
export type ListingCollection = (typeof listingCollections)[number];

/** How much of its address a listing discloses (spec: platform §3 location.address). */
export const listingAddressKinds = ['Empty', 'ObfuscatedAddress', 'FullAddress'] as const;
export type ListingAddressKind = (typeof listingAddressKinds)[number];

export const listingAddressSchema = z.discriminatedUnion('ListingAddress', [
  z.object({ ListingAddress: z.literal('Empty') }),
  z.object({
    ListingAddress: z.literal('ObfuscatedAddress'),
    city: z.string(),
    state: z.string(),
    country: z.optional(z.string()),
  }),
  z.object({
    ListingAddress: z.literal('FullAddress'),
    line1: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.optional(z.string()),
    country: z.optional(z.string()),
  }),
]);
export type ListingAddress = z.infer<typeof listingAddressSchema>;

/** Refundability of a rate (spec: platform §3). */
export const refundabilities = [
  'FullyRefundable',
  'NonRefundable',
  'PartiallyRefundable',
  'Unknown',
] as const;
export type Refundability = (typeof refundabilities)[number];

/** Fee kinds (spec: platform §3 Price quote). */
export const feeKinds = [
  'CityTax',
  'Cleaning',
  'Fee',
  'Service',
  'Hotel',
  'Occupancy',
  'Pet',
  'Property',
  'RecoveryChargesTax',
  'Resort',
  'SalesTax',
  'Tax',
  'TravelerServiceFee',
] as const;
export type FeeKind = (typeof feeKinds)[number];

/** Who funds a discount (spec: platform §3; "{product}Funded" is ours, Wayfare). */
export const discountFundingKinds = ['WayfareFunded', 'HostFunded', 'JointFunded'] as const;
export type DiscountFundingKind = (typeof discountFundingKinds)[number];

export const mediaSchema = z.object({
  url: z.string(),
  tags: z.optional(z.object({ kind: z.optional(z.string()) })),
});
export type ListingMedia = z.infer<typeof mediaSchema>;

export const amenitySchema = z.object({ kind: z.string(), displayName: z.string() });
export type ListingAmenity = z.infer<typeof amenitySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  createdAt: z.string(),
  /** Out of 100; shown divided by 10 with one decimal (spec: platform §9). */
  score: z.number(),
  text: z.string(),
});
export type ListingReview = z.infer<typeof reviewSchema>;

const timeWindowSchema = z.object({
  /** HH:mm */
  startTime: z.string(),
  endTime: z.string(),
});

export const listingTermsSchema = z.object({
  maxOccupancy: z.optional(z.number().check(z.int(), z.positive())),
  checkInTimes: z.optional(timeWindowSchema),
  checkOutTimes: z.optional(timeWindowSchema),
  checkinInformation: z.optional(z.string()),
  petFriendly: z.boolean(),
  petsPolicy: z.optional(z.string()),
  importantInformation: z.optional(z.string()),
});
export type ListingTerms = z.infer<typeof listingTermsSchema>;

const paymentScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FullPaymentDueNow') }),
  z.object({ kind: z.literal('PaymentText'), text: z.string() }),
]);

const paymentClauseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Text'), description: z.string() }),
  z.object({ kind: z.literal('CardOnFile'), description: z.optional(z.string()) }),
]);

export const rateSchema = z.object({
  price: z.object({
    nightly: priceSchema,
    total: priceSchema,
    rentTotal: priceSchema,
    taxes: z.array(z.object({ name: z.string(), amount: fiatSchema })),
    fees: z.array(z.object({ kind: z.enum(feeKinds), name: z.string(), amount: fiatSchema })),
    discounts: z.array(z.object({ kind: z.enum(discountFundingKinds), amount: fiatSchema })),
    displayTaxesAndFeesIncluded: z.boolean(),
  }),
  cancellationPolicy: z.object({
    policy: z.enum(refundabilities),
    primaryText: z.string(),
    secondaryText: z.optional(z.string()),
  }),
  paymentPolicy: z.object({
    schedule: paymentScheduleSchema,
    clauses: z.array(paymentClauseSchema),
  }),
});
export type ListingRate = z.infer<typeof rateSchema>;

export const availabilitySchema = z.discriminatedUnion('AvailabilityResult', [
  z.object({ AvailabilityResult: z.literal('Available'), rate: rateSchema }),
  z.object({
    AvailabilityResult: z.literal('Unavailable'),
    /** May be empty: the server does not always say why (spec: platform §2). */
    reasons: z.array(z.object({ reason: z.string() })),
  }),
]);
export type ListingAvailability = z.infer<typeof availabilitySchema>;

/** A vacation-rental listing as `POST homes/shop` answers it (spec: platform §3). */
export const vacationRentalListingSchema = z.object({
  listingId: z.object({ id: z.string() }),
  listing: z.object({
    providerData: z.object({ listingProviderId: z.object({ provider: z.string() }) }),
    content: z.object({
      name: z.string(),
      description: z.optional(z.string()),
      starRating: z.optional(z.number()),
      userRating: z.optional(z.object({ score: z.number() })),
      registrationId: z.optional(z.string()),
      media: z.array(mediaSchema),
      amenities: z.array(amenitySchema),
      layout: z.object({
        numberOfBedrooms: z.number().check(z.int(), z.nonnegative()),
        numberOfBathrooms: z.number().check(z.nonnegative()),
        bedrooms: z.array(z.object({ description: z.string() })),
        bathrooms: z.array(z.object({ description: z.string() })),
      }),
      location: z.object({
        exactCoordinates: z.object({ lat: z.number(), lon: z.number() }),
        address: listingAddressSchema,
      }),
    }),
    hostInfo: z.optional(z.object({ hostName: z.string(), hostImageUrl: z.optional(z.string()) })),
    market: z.optional(z.object({ id: z.string(), name: z.string() })),
    reviews: z.array(reviewSchema),
    listingCollection: z.optional(z.enum(listingCollections)),
    trackingProperties: z.optional(z.record(z.string(), z.unknown())),
  }),
  terms: listingTermsSchema,
  termsOfService: z.optional(z.object({ url: z.string(), text: z.string() })),
  availability: availabilitySchema,
});
export type VacationRentalListing = z.infer<typeof vacationRentalListingSchema>;

/** Why a shop call found no listing (spec: platform §4 "Shop load"). */
export const shopFailureReasons = ['NoAvailability', 'Unknown'] as const;
export type ShopFailureReason = (typeof shopFailureReasons)[number];

/** What `POST homes/shop` answers: the listing, or none with the reason. */
export const homesShopResponseSchema = z.object({
  value: z.object({
    listing: z.nullable(vacationRentalListingSchema),
    failureReason: z.optional(z.enum(shopFailureReasons)),
  }),
});
export type HomesShopResponse = z.infer<typeof homesShopResponseSchema>;
