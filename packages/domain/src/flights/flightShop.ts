import { z } from 'zod/mini';
import { flightShopTypes } from '../routes/flightShopTypes';
import { baggageInfoSchema } from './baggageInfo';
import { cabinClasses } from './cabinClasses';
import { fareRefundabilities } from './fareRefundability';
import { fareScoreSchema } from './fareTags';
import { flightAirportSchema } from './flightAirport';
import { flightFiatSchema } from './flightAmount';
import { fareRestrictionSchema, flightSegmentSchema } from './flightItinerary';
import { flightPenaltiesSchema } from './flightPenalties';
import { flightSearchSchema } from './flightSearch';
import { multiTicketTypes } from './multiTicketTypes';
import { pricePredictionBuckets } from './pricePrediction';

/**
 * The body of `POST flights/shop` (ours; the spec gives no flight call, products §7): the search,
 * the shop type of the address (products §2 flightShopType), and the fares already chosen for
 * the legs before; the answer lists the flights of the next leg.
 */
export const flightShopRequestSchema = z.object({
  search: flightSearchSchema,
  flightShopType: z.enum(flightShopTypes),
  chosenFareIds: z.array(z.string()),
});
export type FlightShopRequest = z.infer<typeof flightShopRequestSchema>;

/**
 * A fare of a flight, one per shelf it sells (spec: products §3 fare option, shelf ratings,
 * cabin classes, refundability, baggage, penalties, restrictions). Prices are the whole trip's:
 * this fare, the fares chosen before, and the lowest fare of each leg still to choose.
 */
export const flightFareSchema = z.object({
  /** Unique within a shop, and kept when the next leg is shopped (the request's chosenFareIds). */
  fareId: z.string(),
  /** The fare's brand, e.g. "Main Cabin" (products §3 "fareShelf shortBrandName"). */
  shortBrandName: z.string(),
  /** products §3 "Shelf ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4". */
  shelfRating: z.number().check(z.int(), z.gte(0), z.lte(4)),
  cabinClass: z.enum(cabinClasses),
  refundability: z.enum(fareRefundabilities),
  baggageInfo: baggageInfoSchema,
  penalties: flightPenaltiesSchema,
  restrictions: z.array(fareRestrictionSchema),
  /** The trip for one adult. */
  amount: flightFiatSchema,
  /** The trip for every passenger (a lap infant pays a tenth of an adult's fare; ours). */
  total: flightFiatSchema,
  score: fareScoreSchema,
  /** The fare's price can be frozen (products §3 "plus a price-freeze tag"). */
  canFreezePrice: z.boolean(),
  rewardText: z.optional(z.string()),
});
export type FlightFare = z.infer<typeof flightFareSchema>;

/**
 * One flight of the list: a leg's segments, how the trip is ticketed (products §3
 * multiTicketType; a virtual interline's self-transfer layover is on its segment), its score
 * for the fare-score sort (0 to 10, higher better; ours), and its fares, cheapest first.
 */
export const flightOptionSchema = z.object({
  flightId: z.string(),
  segments: z.array(flightSegmentSchema).check(z.minLength(1)),
  multiTicketType: z.enum(multiTicketTypes),
  fareScore: z.number().check(z.gte(0), z.lte(10)),
  fares: z.array(flightFareSchema).check(z.minLength(1)),
});
export type FlightOption = z.infer<typeof flightOptionSchema>;

/** The shop's price prediction for the search (products §3 buckets with buy or wait advice). */
export const flightShopPredictionSchema = z.object({
  bucket: z.enum(pricePredictionBuckets),
  /** The lowest trip price the shop found, for one adult. */
  lowestAmount: flightFiatSchema,
});
export type FlightShopPrediction = z.infer<typeof flightShopPredictionSchema>;

/**
 * The answer of `POST flights/shop`: the flights of one leg, the prediction (on the first leg
 * only), and the names of every airline and airport the flights mention. An empty list is
 * products §8 NoFlightsFound.
 */
export const flightShopResponseSchema = z.object({
  value: z.object({
    /** The leg these flights fly: the number of fares chosen before. */
    legIndex: z.number().check(z.int(), z.nonnegative()),
    /** The ISO 4217 code of every price of the answer, whose amounts carry only a symbol (products §3 fiat). */
    currencyCode: z.string(),
    flights: z.array(flightOptionSchema),
    prediction: z.optional(flightShopPredictionSchema),
    airlines: z.record(z.string(), z.string()),
    airports: z.record(z.string(), flightAirportSchema),
  }),
});
export type FlightShop = z.infer<typeof flightShopResponseSchema>['value'];
