import { z } from 'zod/mini';
// A saved traveler is the flights traveler's person: same genders (M or F, platform §3 and
// products §3) and the same special-assistance codes (products §3).
import { passengerGenders } from '../flights/flightTraveler';
import { specialAssistanceCodes } from '../flights/specialAssistanceCodes';

/**
 * One loyalty or frequent-flyer number. The `{ value }` wrapper is ours: the spec names the maps
 * ("frequentFlyer (by key)", "hotelLoyalty (by program code)") but not their entries.
 */
export const loyaltyNumberSchema = z.object({ value: z.string() });
export type LoyaltyNumber = z.infer<typeof loyaltyNumberSchema>;

/** Loyalty numbers keyed by airline key or hotel program code. */
export const loyaltyNumbersSchema = z.record(z.string(), loyaltyNumberSchema);
export type LoyaltyNumbers = z.infer<typeof loyaltyNumbersSchema>;

/** The spec names only countryOfIssue; number and expiration are ours. */
export const passportSchema = z.object({
  countryOfIssue: z.string(),
  number: z.optional(z.string()),
  /** YYYY-MM-DD */
  expiration: z.optional(z.string()),
});
export type Passport = z.infer<typeof passportSchema>;

/** The spec names the driver license but not its fields; these are ours. */
export const driverLicenseSchema = z.object({
  countryCode: z.string(),
  licenseNumber: z.string(),
});
export type DriverLicense = z.infer<typeof driverLicenseSchema>;

/**
 * A saved traveler as `PUT passengers/list` answers it (spec: platform §3 Traveler profile).
 * The flags at the end are computed when the traveler list is merged with the user list
 * (see mergeTravelers); the server may send them too, so they are optional here.
 */
export const travelerProfileSchema = z.object({
  id: z.string(),
  givenName: z.string(),
  surname: z.string(),
  /** Absent on a placeholder profile made from a user with no saved traveler. */
  gender: z.optional(z.enum(passengerGenders)),
  /** YYYY-MM-DD */
  dateOfBirth: z.string(),
  assistance: z.array(z.enum(specialAssistanceCodes)),
  createdAt: z.optional(z.string()),
  frequentFlyer: loyaltyNumbersSchema,
  hotelLoyalty: z.optional(loyaltyNumbersSchema),
  emailAddress: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  driverLicense: z.optional(driverLicenseSchema),
  passport: z.optional(passportSchema),
  /**
   * The country of citizenship, ISO 3166 alpha-2, which a flight abroad asks for (products §5
   * MissingNationality; ours: the spec's countryCode is the phone's country code).
   */
  nationality: z.optional(z.string()),
  /** A flight traveler's numbers (products §3 Traveler fields knownTravelerNumber, tsaRedressNumber). */
  knownTravelerNumber: z.optional(z.string()),
  tsaRedressNumber: z.optional(z.string()),
  isGhostUser: z.optional(z.boolean()),
  isMissingInfo: z.optional(z.boolean()),
  isPrivateProfile: z.optional(z.boolean()),
  isDefaultProfile: z.optional(z.boolean()),
  /** The id of the user (of the corporate user list) this traveler belongs to. */
  linkedDEUserId: z.optional(z.string()),
});
export type TravelerProfile = z.infer<typeof travelerProfileSchema>;

/** What `PUT passengers/list` answers (spec: platform §7 "value = traveler list"). */
export const travelerListResponseSchema = z.object({ value: z.array(travelerProfileSchema) });
export type TravelerListResponse = z.infer<typeof travelerListResponseSchema>;
