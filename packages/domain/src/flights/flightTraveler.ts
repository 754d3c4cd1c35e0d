import { z } from 'zod/mini';
import { specialAssistanceCodes } from './specialAssistanceCodes';

/** Traveler gender (spec: products §3 "gender M or F"). */
export const passengerGenders = ['M', 'F'] as const;
export type PassengerGender = (typeof passengerGenders)[number];

/**
 * A traveler as a flight booking sends it (spec: products §3 "Traveler fields"). The spec names
 * the fields but not the shape of name: givenName, middleName and surname are ours; birthdate
 * is an ISO date (YYYY-MM-DD).
 */
export const flightTravelerSchema = z.object({
  name: z.object({
    givenName: z.string().check(z.minLength(1)),
    middleName: z.optional(z.string()),
    surname: z.string().check(z.minLength(1)),
  }),
  birthdate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  gender: z.enum(passengerGenders),
  frequentFlyerNumber: z.optional(z.string()),
  tsaRedressNumber: z.optional(z.string()),
  knownTravelerNumber: z.optional(z.string()),
  specialAssistance: z.array(z.enum(specialAssistanceCodes)),
});
export type FlightTraveler = z.infer<typeof flightTravelerSchema>;
