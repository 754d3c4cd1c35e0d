import type { TextLimit } from '../text/textLimit';
import { isWithinTextLimit } from '../text/textLimit';
import type { LoyaltyNumbers, Passport } from './travelerProfile';

/**
 * The most characters each typed field of a traveler (spec: platform §3 Traveler profile) and
 * the contact takes. The spec gives no limits; these are a booking system's usual ones, and the
 * fake backend refuses longer values as a real one would.
 */
export const personFieldLimits = {
  /**
   * Given name and surname: 50 each. Airline and GDS name fields are short and truncate longer
   * names on tickets; 50 keeps a traveler saved here bookable on any product.
   */
  givenName: { maxLength: 50 },
  surname: { maxLength: 50 },
  /**
   * RFC 5321 limits a forward path to 256 octets including its angle brackets, so an address
   * has at most 254 characters (RFC 3696 erratum 1690).
   */
  emailAddress: {
    maxLength: 254,
    message: 'Email address must be 254 characters or fewer.',
  },
  /**
   * E.164 numbers have at most 15 digits; 20 leaves room for the leading + and the spaces,
   * dots, hyphens and parentheses that contactPhonePattern allows between them.
   */
  phoneNumber: { maxLength: 20 },
  /**
   * ICAO Doc 9303 machine-readable passports carry a 9-character document number; some
   * countries issue longer ones, so 20 leaves room without accepting a paste of anything.
   */
  passportNumber: { maxLength: 20 },
  /** Airline and hotel loyalty numbers are up to about 20 characters; 30 leaves room (ours). */
  loyaltyNumber: { maxLength: 30 },
} as const satisfies Record<string, TextLimit>;

export type PersonLimitField = keyof typeof personFieldLimits;
/** The fields with a limit, in the order a form shows them. */
export const personLimitFields = [
  'givenName',
  'surname',
  'emailAddress',
  'phoneNumber',
  'passportNumber',
  'loyaltyNumber',
] as const satisfies readonly PersonLimitField[];

/** The typed parts of a traveler that have limits; every one but the names is optional. */
export interface PersonTexts {
  readonly givenName: string;
  readonly surname: string;
  readonly emailAddress?: string | undefined;
  readonly phoneNumber?: string | undefined;
  readonly passport?: Passport | undefined;
  readonly frequentFlyer?: LoyaltyNumbers | undefined;
  readonly hotelLoyalty?: LoyaltyNumbers | undefined;
}

/**
 * The fields of a traveler over their limits, each named once in personFieldLimits' order: the
 * check where a traveler is sent (passengers/update, addMainGuest), so nothing over a limit
 * reaches the server even when a form did not stop it, and the fake backend's refusal can say
 * which field it was.
 */
export function personFieldsOverLimit(person: PersonTexts): PersonLimitField[] {
  const loyaltyNumbers = [
    ...Object.values(person.frequentFlyer ?? {}),
    ...Object.values(person.hotelLoyalty ?? {}),
  ].map(({ value }) => value);
  const values: Record<PersonLimitField, readonly (string | undefined)[]> = {
    givenName: [person.givenName],
    surname: [person.surname],
    emailAddress: [person.emailAddress],
    phoneNumber: [person.phoneNumber],
    passportNumber: [person.passport?.number],
    loyaltyNumber: loyaltyNumbers,
  };
  return personLimitFields.filter((field) =>
    values[field].some(
      (value) => value !== undefined && !isWithinTextLimit(value, personFieldLimits[field]),
    ),
  );
}

/** Whether every typed field of a traveler fits its limit (see personFieldsOverLimit). */
export function isPersonWithinLimits(person: PersonTexts): boolean {
  return personFieldsOverLimit(person).length === 0;
}
