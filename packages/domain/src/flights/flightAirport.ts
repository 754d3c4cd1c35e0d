import { z } from 'zod/mini';

/** An airport as searches, shops and exchanges name it: IATA code, city, name and country (ours). */
export const flightAirportSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  city: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  country: z.string().check(z.minLength(1)),
});
export type FlightAirport = z.infer<typeof flightAirportSchema>;

/** The answer of `GET flights/airports`: every airport the shop flies, for the search's fields (ours). */
export const flightAirportsResponseSchema = z.object({
  value: z.object({ airports: z.array(flightAirportSchema) }),
});
