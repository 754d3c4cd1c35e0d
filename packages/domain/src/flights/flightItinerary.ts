import { z } from 'zod/mini';
import { baggageInfoSchema } from './baggageInfo';
import { flightPenaltiesSchema } from './flightPenalties';
import { flightPricingSchema, sellingPricingSchema } from './flightPricing';
import { multiTicketTypes } from './multiTicketTypes';

/** An airline and the flight number it sells or flies the segment under. */
export const segmentAirlineSchema = z.object({ code: z.string(), flightNumber: z.string() });

/** An airport of a segment (spec: products §3 "origin and destination locationCode"). */
export const segmentLocationSchema = z.object({ locationCode: z.string() });

/**
 * One flight of a slice (spec: products §3 "segments (cabinClassName, marketing and operating
 * airline code and flightNumber, origin and destination locationCode, scheduled, updated and
 * zoned departure and arrival times, stops, stopoverDurationMinutes, isSelfTransferLayover,
 * plusDays)"). Times are ISO 8601 strings: scheduled and updated in the airport's local time,
 * zoned with their offset; the names of the six time fields are ours.
 */
export const flightSegmentSchema = z.object({
  cabinClassName: z.string(),
  marketingAirline: segmentAirlineSchema,
  operatingAirline: segmentAirlineSchema,
  origin: segmentLocationSchema,
  destination: segmentLocationSchema,
  scheduledDeparture: z.string(),
  scheduledArrival: z.string(),
  updatedDeparture: z.optional(z.string()),
  updatedArrival: z.optional(z.string()),
  zonedDeparture: z.string(),
  zonedArrival: z.string(),
  /** Technical stops of this flight, without a change of plane. */
  stops: z.number().check(z.int(), z.nonnegative()),
  /** The layover after this segment, absent on a slice's last segment. */
  stopoverDurationMinutes: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The traveller collects bags and checks in again at this layover. */
  isSelfTransferLayover: z.optional(z.boolean()),
  /** Days between departure and arrival dates, shown as "+1". */
  plusDays: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/**
 * One way of a trip: its flights and fare shelf (spec: products §3 "fareShelf shortBrandName").
 * The shelf's rating (products §3 "Shelf ratings", 0 to 4, see fareShelfOfRating) is ours to carry.
 */
export const flightSliceSchema = z.object({
  segments: z.array(flightSegmentSchema).check(z.minLength(1)),
  fareShelf: z.object({
    shortBrandName: z.string(),
    rating: z.optional(z.number().check(z.int(), z.gte(0), z.lte(4))),
  }),
});
export type FlightSlice = z.infer<typeof flightSliceSchema>;

/**
 * Booking references (spec: products §3 "locators"; fields ours): the agent locator is the
 * portal's own, which multi-city bookings show prefixed H-; airline locators arrive once ticketed.
 */
export const flightLocatorsSchema = z.object({
  agent: z.string(),
  airline: z.array(z.object({ airlineCode: z.string(), locator: z.string() })),
});
export type FlightLocators = z.infer<typeof flightLocatorsSchema>;

/** A fare restriction line (spec: products §3 "restrictions"; demo values only; fields ours). */
export const fareRestrictionSchema = z.object({ title: z.string(), description: z.string() });
export type FareRestriction = z.infer<typeof fareRestrictionSchema>;

/** A flight itinerary (spec: products §3 "Itinerary", "Baggage info", "Penalties", "Pricing"). */
export const flightItinerarySchema = z.object({
  slices: z.array(flightSliceSchema).check(z.minLength(1)),
  multiTicketType: z.enum(multiTicketTypes),
  locators: z.optional(flightLocatorsSchema),
  restrictions: z.array(fareRestrictionSchema),
  baggageInfo: baggageInfoSchema,
  penalties: flightPenaltiesSchema,
  sellingPricing: sellingPricingSchema,
  pricing: z.optional(flightPricingSchema),
});
export type FlightItinerary = z.infer<typeof flightItinerarySchema>;
