import { z } from 'zod';
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
    givenName: z.string().min(1),
    middleName: z.string().optional(),
    surname: z.string().min(1),
  }),
  birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(passengerGenders),
  frequentFlyerNumber: z.string().optional(),
  tsaRedressNumber: z.string().optional(),
  knownTravelerNumber: z.string().optional(),
  specialAssistance: z.array(z.enum(specialAssistanceCodes)),
});
export type FlightTraveler = z.infer<typeof flightTravelerSchema>;
