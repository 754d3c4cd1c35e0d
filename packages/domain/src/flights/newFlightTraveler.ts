import type { NewTraveler } from '../checkout/travelerStepSave';
import { personFieldLimits } from '../people/personFieldLimits';
import type { Passport, TravelerProfile } from '../people/travelerProfile';
import { parseIsoDate } from '../stays/stayDates';
import { isWithinTextLimit } from '../text/textLimit';
import type { PassengerGender } from './flightTraveler';
import {
  isCountryCode,
  isFlightTravelerName,
  isKnownTravelerNumber,
  isPassportNumber,
  isRedressNumber,
} from './flightTravelerFormats';
import type { FlightTravelerTrip } from './flightTravelerProblems';

/**
 * A traveler added (or corrected) in the flight passengers step: the traveler step's person and
 * what a flight asks besides (products §3 Traveler fields). The saved traveler has no middle
 * name (platform §3): a page that saves one to the account joins it to the given names, as
 * airlines print them.
 */
export interface NewFlightTraveler extends NewTraveler {
  readonly middleName?: string;
  /** A 2-letter country code, saved as the traveler's nationality. */
  readonly nationality?: string;
  readonly passport?: Passport;
  readonly knownTravelerNumber?: string;
  readonly tsaRedressNumber?: string;
}

/** The flight traveler form as typed: dates YYYY-MM-DD or empty. */
export interface NewFlightTravelerForm {
  readonly givenName: string;
  readonly middleName: string;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly gender: PassengerGender | '';
  readonly nationality: string;
  readonly passportNumber: string;
  readonly passportCountryOfIssue: string;
  readonly passportExpiration: string;
  readonly knownTravelerNumber: string;
  readonly tsaRedressNumber: string;
}

/** The form's fields, in the order it shows them. */
export const newFlightTravelerFields = [
  'givenName',
  'middleName',
  'surname',
  'dateOfBirth',
  'gender',
  'nationality',
  'passportNumber',
  'passportCountryOfIssue',
  'passportExpiration',
  'knownTravelerNumber',
  'tsaRedressNumber',
] as const satisfies readonly (keyof NewFlightTravelerForm)[];
export type NewFlightTravelerField = (typeof newFlightTravelerFields)[number];

/** Why a field stops a save: empty, over its limit, not in its format, or a passport too old. */
export const newFlightTravelerErrorKinds = ['required', 'tooLong', 'malformed', 'expired'] as const;
export type NewFlightTravelerErrorKind = (typeof newFlightTravelerErrorKinds)[number];

/** Each field's error; undefined where it has none. */
export type NewFlightTravelerErrors = Readonly<
  Record<NewFlightTravelerField, NewFlightTravelerErrorKind | undefined>
>;

/** The form's first values: the traveler's, or empty for a new one. */
export function newFlightTravelerForm(traveler?: TravelerProfile): NewFlightTravelerForm {
  return {
    givenName: traveler?.givenName ?? '',
    middleName: '',
    surname: traveler?.surname ?? '',
    dateOfBirth: traveler?.dateOfBirth ?? '',
    gender: traveler?.gender ?? '',
    nationality: traveler?.nationality ?? '',
    passportNumber: traveler?.passport?.number ?? '',
    passportCountryOfIssue: traveler?.passport?.countryOfIssue ?? '',
    passportExpiration: traveler?.passport?.expiration ?? '',
    knownTravelerNumber: traveler?.knownTravelerNumber ?? '',
    tsaRedressNumber: traveler?.tsaRedressNumber ?? '',
  };
}

/** A name part: required or not, within its limit, in the letters airlines take. */
function nameError(value: string, required: boolean): NewFlightTravelerErrorKind | undefined {
  if (value.trim() === '') return required ? 'required' : undefined;
  // The middle name has no limit of its own: it goes with the given names, so theirs.
  if (!isWithinTextLimit(value, personFieldLimits.givenName)) return 'tooLong';
  return isFlightTravelerName(value) ? undefined : 'malformed';
}

/** A typed value that must be well formed when given, and given when required. */
function formatError(
  value: string,
  required: boolean,
  isWellFormed: (value: string) => boolean,
): NewFlightTravelerErrorKind | undefined {
  if (value.trim() === '') return required ? 'required' : undefined;
  return isWellFormed(value) ? undefined : 'malformed';
}

/** A date of birth: a date, and no later than the first flight (nobody flies before birth). */
function dateOfBirthError(
  value: string,
  trip: FlightTravelerTrip,
): NewFlightTravelerErrorKind | undefined {
  const dateOfBirth = parseIsoDate(value);
  if (dateOfBirth === undefined) return 'required';
  return dateOfBirth > trip.firstDepartureDate ? 'malformed' : undefined;
}

/** A passport's expiration: across a border, required and after the last flight. */
function expirationError(
  value: string,
  trip: FlightTravelerTrip,
): NewFlightTravelerErrorKind | undefined {
  if (value === '') return trip.isInternational ? 'required' : undefined;
  const expiration = parseIsoDate(value);
  if (expiration === undefined) return 'malformed';
  return trip.isInternational && expiration <= trip.lastDepartureDate ? 'expired' : undefined;
}

/**
 * The fields that stop a save, with the rules the passengers step checks a saved traveler by
 * (`flightTravelerProblems`), so that a traveler saved here is one it accepts: names in the
 * letters A to Z; a date of birth no later than the first flight; a gender; Known Traveler and
 * redress numbers in their formats when given. A trip that crosses a border asks for the
 * nationality and the whole passport, valid after the last flight; any trip asks for a country
 * of issue once a passport number or expiration is typed, as a passport without one is not sent
 * (platform §5).
 */
export function newFlightTravelerErrors(
  form: NewFlightTravelerForm,
  trip: FlightTravelerTrip,
): NewFlightTravelerErrors {
  const { isInternational } = trip;
  const hasPassport =
    isInternational || form.passportNumber.trim() !== '' || form.passportExpiration !== '';
  return {
    givenName: nameError(form.givenName, true),
    middleName: nameError(form.middleName, false),
    surname: nameError(form.surname, true),
    dateOfBirth: dateOfBirthError(form.dateOfBirth, trip),
    gender: form.gender === '' ? 'required' : undefined,
    nationality: formatError(form.nationality, isInternational, isCountryCode),
    passportNumber:
      form.passportNumber.trim() !== '' &&
      !isWithinTextLimit(form.passportNumber, personFieldLimits.passportNumber)
        ? 'tooLong'
        : formatError(form.passportNumber, isInternational, isPassportNumber),
    passportCountryOfIssue: formatError(form.passportCountryOfIssue, hasPassport, isCountryCode),
    passportExpiration: expirationError(form.passportExpiration, trip),
    knownTravelerNumber: formatError(form.knownTravelerNumber, false, isKnownTravelerNumber),
    tsaRedressNumber: formatError(form.tsaRedressNumber, false, isRedressNumber),
  };
}

/** A value as typed, trimmed, or nothing when left blank. */
const typed = (value: string, transform: (value: string) => string = (same) => same) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : transform(trimmed);
};
const upper = (value: string) => value.toUpperCase();

/**
 * The traveler the form describes, trimmed, codes in capitals, blanks left out; undefined while
 * it has no gender or date of birth (check `newFlightTravelerErrors` first).
 */
export function newFlightTravelerOf(form: NewFlightTravelerForm): NewFlightTraveler | undefined {
  const dateOfBirth = parseIsoDate(form.dateOfBirth);
  if (form.gender === '' || dateOfBirth === undefined) return undefined;
  const countryOfIssue = typed(form.passportCountryOfIssue, upper);
  const number = typed(form.passportNumber, upper);
  const expiration = typed(form.passportExpiration);
  const middleName = typed(form.middleName);
  const nationality = typed(form.nationality, upper);
  const knownTravelerNumber = typed(form.knownTravelerNumber, upper);
  const tsaRedressNumber = typed(form.tsaRedressNumber);
  return {
    givenName: form.givenName.trim(),
    ...(middleName === undefined ? {} : { middleName }),
    surname: form.surname.trim(),
    dateOfBirth,
    gender: form.gender,
    ...(nationality === undefined ? {} : { nationality }),
    ...(countryOfIssue === undefined
      ? {}
      : {
          passport: {
            countryOfIssue,
            ...(number === undefined ? {} : { number }),
            ...(expiration === undefined ? {} : { expiration }),
          },
        }),
    ...(knownTravelerNumber === undefined ? {} : { knownTravelerNumber }),
    ...(tsaRedressNumber === undefined ? {} : { tsaRedressNumber }),
  };
}

/**
 * A saved traveler with the details of the form over theirs (the rest, such as loyalty numbers
 * and special assistance, is kept): the middle name joins the given names, as the profile has no
 * field for it; a detail left blank is removed.
 */
/** The given names as a profile keeps them: the middle name joins them, as it has no field of its own. */
const givenNamesOf = ({ givenName, middleName }: NewFlightTraveler) =>
  middleName === undefined ? givenName : `${givenName} ${middleName}`;

/** A new traveler of the dialog as the account saves it: no loyalty numbers or assistance yet. */
export function newFlightTravelerProfile(details: NewFlightTraveler): Omit<TravelerProfile, 'id'> {
  const { middleName: _middleName, ...kept } = details;
  return { ...kept, givenName: givenNamesOf(details), assistance: [], frequentFlyer: {} };
}

export function travelerWithFlightDetails(
  traveler: TravelerProfile,
  details: NewFlightTraveler,
): TravelerProfile {
  const {
    nationality: _nationality,
    passport: _passport,
    knownTravelerNumber: _known,
    tsaRedressNumber: _redress,
    ...kept
  } = traveler;
  const { nationality, passport, knownTravelerNumber, tsaRedressNumber } = details;
  return {
    ...kept,
    givenName: givenNamesOf(details),
    surname: details.surname,
    dateOfBirth: details.dateOfBirth,
    gender: details.gender,
    ...(nationality === undefined ? {} : { nationality }),
    ...(passport === undefined ? {} : { passport }),
    ...(knownTravelerNumber === undefined ? {} : { knownTravelerNumber }),
    ...(tsaRedressNumber === undefined ? {} : { tsaRedressNumber }),
  };
}
