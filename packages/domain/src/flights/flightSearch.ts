import { z } from 'zod/mini';
import { cabinClasses } from './cabinClasses';
import { flightTripTypes, type FlightTripType } from './flightTripTypes';

const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const countSchema = z.number().check(z.int(), z.nonnegative());
const airportCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/));

/** A multi-city search has at most five legs (spec: products §2 "multi-city itinerary (up to 5 legs)"). */
export const maxFlightLegs = 5;

/** One flight of the search: from an airport to another on a day (IATA codes; the shape is ours). */
export const flightLegSchema = z.object({
  origin: airportCodeSchema,
  destination: airportCodeSchema,
  departureDate: isoDateSchema,
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

/**
 * Who flies, by passenger kind (spec: products §3 kinds Adult, Child, SeatedInfant, LapInfant);
 * the field names are ours. A lap infant has no seat of its own.
 */
export const flightPassengerCountsSchema = z.object({
  adults: countSchema,
  children: countSchema,
  seatedInfants: countSchema,
  lapInfants: countSchema,
});
export type FlightPassengerCounts = z.infer<typeof flightPassengerCountsSchema>;

/** The passenger counts of a new search: one adult. */
export const defaultFlightPassengerCounts: FlightPassengerCounts = {
  adults: 1,
  children: 0,
  seatedInfants: 0,
  lapInfants: 0,
};

/**
 * What a flight search asks for: the trip type, its legs in order, who flies and in which cabin
 * (products §3 trip types one_way, round_trip, open_jaw, multi_city; cabin classes). A round trip
 * has two legs, the second the first reversed; an open jaw two legs whose airports need not match;
 * a multi-city trip two to five legs.
 */
export const flightSearchSchema = z.object({
  tripType: z.enum(flightTripTypes),
  legs: z.array(flightLegSchema).check(z.minLength(1), z.maxLength(maxFlightLegs)),
  passengers: flightPassengerCountsSchema,
  cabinClass: z.enum(cabinClasses),
});
export type FlightSearch = z.infer<typeof flightSearchSchema>;

/** How many legs each trip type has: its fewest and its most. */
export const flightLegCounts: Readonly<Record<FlightTripType, { min: number; max: number }>> = {
  one_way: { min: 1, max: 1 },
  round_trip: { min: 2, max: 2 },
  open_jaw: { min: 2, max: 2 },
  multi_city: { min: 2, max: maxFlightLegs },
};

/** Every passenger, lap infants included. */
export function flightPassengerTotal(counts: FlightPassengerCounts): number {
  return counts.adults + counts.children + counts.seatedInfants + counts.lapInfants;
}
