import { z } from 'zod/mini';
import { fiatSchema, priceSchema } from '../money/money';
import { flightShopTypes } from '../routes/flightShopTypes';
import { purchaseErrorSchema } from '../vacationRentals/priceQuote';
import { cabinClasses } from './cabinClasses';
import { flightAddOnChargeSchema, flightAddOnIds, flightAddOnOfferSchema } from './flightAddOns';
import { flightSearchSchema } from './flightSearch';
import { passengerGenders } from './flightTraveler';
import { specialAssistanceCodes } from './specialAssistanceCodes';

/** The passenger kinds a flight search counts (products §3 kinds Adult, Child, SeatedInfant, LapInfant). */
export const flightSeatKinds = ['Adult', 'Child', 'SeatedInfant', 'LapInfant'] as const;
export type FlightSeatKind = (typeof flightSeatKinds)[number];

/**
 * The "flight price quote" request (products §7 names the kind, not its payload; the shape is
 * ours): the search, its shop type, and the fare chosen for each leg, in order.
 */
export const flightQuoteRequestSchema = z.object({
  type: z.literal('Flight'),
  value: z.object({
    search: flightSearchSchema,
    flightShopType: z.enum(flightShopTypes),
    fareIds: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    agentFee: z.number().check(z.nonnegative()),
    /** The add-ons bought with the trip, priced into the quote's total. */
    addOns: z._default(z.array(z.enum(flightAddOnIds)), []),
  }),
});
export type FlightQuoteRequest = z.infer<typeof flightQuoteRequestSchema>;

/** What the passengers of one kind pay: how many fly, and each one's fare (products §3 Pricing). */
export const flightPassengerPricingSchema = z.object({
  kind: z.enum(flightSeatKinds),
  count: z.number().check(z.int(), z.positive()),
  /** One passenger's fare, taxes included. */
  each: fiatSchema,
});
export type FlightPassengerPricing = z.infer<typeof flightPassengerPricingSchema>;

/** A leg of the quoted trip, as the summary and the confirmation name it. */
export const flightQuoteLegSchema = z.object({
  fareId: z.string(),
  origin: z.string(),
  originCity: z.string(),
  destination: z.string(),
  destinationCity: z.string(),
  /** Local departure, ISO date-time without a zone (the airport's clock). */
  departure: z.string(),
  arrival: z.string(),
  /** The marketing airlines' codes, in flight order. */
  airlineCodes: z.array(z.string()),
  shortBrandName: z.string(),
  cabinClass: z.enum(cabinClasses),
});
export type FlightQuoteLeg = z.infer<typeof flightQuoteLegSchema>;

/** What a flight trip holds, in the quote and in the booking alike. */
export const flightTripTermsShape = {
  legs: z.array(flightQuoteLegSchema).check(z.minLength(1)),
  /** What the trip costs in cash and per rewards account: what the checkout's payment covers. */
  total: priceSchema,
  /** products §3 Pricing "base, tax, subTotal, fee, grandTotal" as the breakdown lists them. */
  pricing: z.object({
    passengers: z.array(flightPassengerPricingSchema),
    base: fiatSchema,
    taxes: fiatSchema,
    /** The agent fee, 0 outside the agent portal. */
    fee: fiatSchema,
    /** The add-ons bought with the trip, each in the grand total. */
    addOns: z._default(z.array(flightAddOnChargeSchema), []),
    grandTotal: fiatSchema,
  }),
};

/** A flight's price quote (the checkout's "Success with type Flight"; products §3, §7). */
export const flightPriceQuoteSchema = z.object({
  type: z.literal('Flight'),
  sessionToken: z.object({ value: z.string() }),
  orderedProductId: z.string(),
  ...flightTripTermsShape,
  /** Any passenger's passport is asked for: a leg crosses a border. */
  isInternational: z.boolean(),
  /** The add-ons that may be bought with the trip now, bought or not. */
  addOnOffers: z._default(z.array(flightAddOnOfferSchema), []),
  confirmationDetailsErrors: z._default(z.array(purchaseErrorSchema), []),
});
export type FlightPriceQuote = z.infer<typeof flightPriceQuoteSchema>;

/** One passenger as the passengers call sends it (products §3 Traveler fields, §5). */
export const flightPassengerSchema = z.object({
  kind: z.enum(flightSeatKinds),
  travelerId: z.string(),
  givenName: z.string(),
  surname: z.string(),
  /** YYYY-MM-DD */
  birthdate: z.string(),
  gender: z.enum(passengerGenders),
  nationality: z.optional(z.string()),
  passport: z.optional(
    z.object({
      countryOfIssue: z.string(),
      number: z.optional(z.string()),
      expiration: z.optional(z.string()),
    }),
  ),
  knownTravelerNumber: z.optional(z.string()),
  tsaRedressNumber: z.optional(z.string()),
  frequentFlyerNumber: z.optional(z.string()),
  specialAssistance: z.array(z.enum(specialAssistanceCodes)),
});
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;

/**
 * The body of `POST flights/passengers` (ours): every passenger of the quoted trip and the
 * contact the airline writes to, in place of a stay's main guest (platform §5 "Adding the main
 * guest requires an ordered product id, a session token and a guest").
 */
export const flightPassengersRequestSchema = z.object({
  orderedProductId: z.string(),
  paymentSessionToken: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  passengers: z.array(flightPassengerSchema).check(z.minLength(1)),
});
export type FlightPassengersRequest = z.infer<typeof flightPassengersRequestSchema>;

/**
 * What it answers: the ordered product's id once every passenger is taken, or the products §5
 * codes that refuse them (each naming the passenger, by index, it is about when it is one's).
 */
export const flightPassengersResponseSchema = z.union([
  z.object({ orderedProductId: z.string() }),
  z.object({
    errors: z
      .array(z.object({ code: z.string(), passengerIndex: z.optional(z.number()) }))
      .check(z.minLength(1)),
  }),
]);
export type FlightPassengersResponse = z.infer<typeof flightPassengersResponseSchema>;

/** products §4 Ticket status, and Pending while the airline has not ticketed. */
export const flightTicketingStatuses = ['Ticketed', 'Pending'] as const;
export type FlightTicketingStatus = (typeof flightTicketingStatuses)[number];

/** A flight booking, as the booking's poll answers it and the confirmation shows it. */
export const flightBookingSchema = z.object({
  id: z.object({ value: z.string() }),
  /** The airline's record locator (products §3 "locators"), once ticketed. */
  locator: z.optional(z.string()),
  ticketingStatus: z.enum(flightTicketingStatuses),
  ...flightTripTermsShape,
  passengers: z.array(
    z.object({ kind: z.enum(flightSeatKinds), givenName: z.string(), surname: z.string() }),
  ),
  emailAddress: z.optional(z.string()),
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;

/** A flight's fulfilment: "Success with type Flight" and its booking. */
export const flightFulfilmentSchema = z.object({
  type: z.literal('Flight'),
  booking: flightBookingSchema,
});
export type FlightFulfilment = z.infer<typeof flightFulfilmentSchema>;
