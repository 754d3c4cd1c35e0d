import dayjs from 'dayjs';
import type { BookingValidationFailure } from '../bookingErrors/bookingValidationFailures';
import {
  isContactInformationComplete,
  type ContactInformation,
} from '../people/contactInformation';
import { isPassportSent } from '../people/personToSend';
import type { TravelerProfile } from '../people/travelerProfile';
import { maxFlightPassengers } from '../routes/flightsQuery';
import { isoDateFormat, type IsoDate } from '../stays/stayDates';
import type { FlightPassengerSlot } from './flightPassengerSlots';
import { flightPassengerTexts } from './flightPassengerTexts';
import {
  isCountryCode,
  isFlightTravelerName,
  isKnownTravelerNumber,
  isPassportNumber,
  isRedressNumber,
} from './flightTravelerFormats';

/**
 * The ages that decide who may take which seat, on the day of a flight (ours: products §5 names
 * LapInfantTooOld but gives no bounds). Airlines' own: an adult fare from 12, as the search form's
 * passenger picker says (a stay's adult is 18, but an airline prices a 15-year-old as an adult);
 * an infant is under 2, the age under which airlines fly a child on a lap or at an infant fare. A
 * child is in between.
 */
export const flightPassengerAges = { adultMinimum: 12, infantUnder: 2 } as const;

/** What the checks need of the trip: when it starts and ends, and whether it crosses a border. */
export interface FlightTravelerTrip {
  /** The first leg's departure date. */
  readonly firstDepartureDate: IsoDate;
  /** The last leg's departure date: a lap infant must still be an infant then. */
  readonly lastDepartureDate: IsoDate;
  /** A leg crosses a border: every passenger needs a passport and a nationality. */
  readonly isInternational: boolean;
}

/**
 * Our codes, beside products §5's: no traveler is chosen for a passenger, or one for two; a
 * traveler with no gender (every airline asks for M or F, and a placeholder profile has none);
 * an age that does not fit the passenger's kind (a lap infant's is products §5 LapInfantTooOld).
 */
export const flightTravelerOwnProblemCodes = [
  'TravelerMissing',
  'SameTravelerTwice',
  'MissingGender',
  'AdultAge',
  'ChildAge',
  'InfantAge',
] as const;

/**
 * The problems of the passengers step: products §5's booking validation failures that the
 * checkout can find before the airline does, and ours. LapInfantsUnsupported and
 * SeatedInfantsUnsupported are left out: only the airline can answer them.
 */
export type FlightTravelerProblemCode =
  | Exclude<BookingValidationFailure, 'LapInfantsUnsupported' | 'SeatedInfantsUnsupported'>
  | (typeof flightTravelerOwnProblemCodes)[number];

export interface FlightTravelerProblem {
  readonly code: FlightTravelerProblemCode;
  /** The passenger it is about, by slot; none for a problem of the whole booking. */
  readonly slotIndex?: number;
}

const { editDetails } = flightPassengerTexts;
const { adultMinimum, infantUnder } = flightPassengerAges;

/** Each problem as the step says it to the cardholder (ours: products §5 gives no messages). */
export const flightTravelerProblemTexts: Readonly<Record<FlightTravelerProblemCode, string>> = {
  TooManyPassengers: `A booking takes at most ${maxFlightPassengers} passengers. Search again with fewer, and book the others separately.`,
  NoAdultPassenger: 'Children and infants fly with an adult. Search again with at least one adult.',
  TooManyLapInfants:
    'Each infant on a lap needs an adult of their own. Search again with more adults, or with a seat for the infant.',
  TravelerMissing: 'Choose who flies as this passenger, or add a new traveler.',
  SameTravelerTwice: 'This traveler is already flying as another passenger. Choose someone else.',
  MissingGender: `This traveler's gender is missing. Select ${editDetails} to add it.`,
  UnsupportedNameCharacters: `Names may use only the letters A to Z, spaces, hyphens and apostrophes. Select ${editDetails} and enter the name as the passport's machine-readable line spells it.`,
  AdultAge: `An adult must be ${adultMinimum} or older on the day of the first flight. Choose another traveler.`,
  ChildAge: `A child must be ${infantUnder} to ${adultMinimum - 1} on the day of the first flight. Choose another traveler.`,
  InfantAge: `An infant must be under ${infantUnder} on the day of the first flight. Check the date of birth, or choose another traveler.`,
  LapInfantTooOld: `An infant on a lap must be under ${infantUnder} for the whole trip. Choose a younger traveler or book a seat.`,
  IllegalLapInfantKTN: `An infant on a lap can't have a Known Traveler Number. Select ${editDetails} to remove it, or book the infant a seat.`,
  IllegalLapInfantRedress: `An infant on a lap can't have a redress number. Select ${editDetails} to remove it, or book the infant a seat.`,
  MalformedKnownTravelerNumber: `A Known Traveler Number has 8 to 10 letters or digits. Select ${editDetails} to correct it.`,
  MalformedRedressNumber: `A redress number has 7 digits. Select ${editDetails} to correct it.`,
  MissingPassport: `This trip crosses a border, so every passenger needs a passport. Select ${editDetails} to add this traveler's.`,
  MissingPassportNumber: `This traveler's passport number is missing. Select ${editDetails} to add it.`,
  InvalidPassportNumber: `A passport number has 6 to 9 letters or digits. Select ${editDetails} to correct it.`,
  ExpiredPassport: `This passport must be valid after the last flight. Select ${editDetails} to enter its expiration date, or a newer passport.`,
  MissingNationality: `This trip crosses a border, so every passenger needs a nationality. Select ${editDetails} to add this traveler's.`,
  NoContactInformation:
    'Enter an email address and a phone number, so the airline can reach you about these flights.',
};

/** Whole years from a date of birth to a day; negative before the birth. */
function ageOn(dateOfBirth: IsoDate, day: IsoDate): number {
  // dayjs rounds a part of a year toward zero: a day before the birth would be age 0.
  if (dateOfBirth > day) return -1;
  return dayjs(day, isoDateFormat, true).diff(dayjs(dateOfBirth, isoDateFormat, true), 'year');
}

/** The traveler's age against the passenger's kind, on the first flight (and, on a lap, the last). */
function ageProblem(
  slot: FlightPassengerSlot,
  traveler: TravelerProfile,
  trip: FlightTravelerTrip,
): FlightTravelerProblemCode | undefined {
  const age = ageOn(traveler.dateOfBirth, trip.firstDepartureDate);
  switch (slot.kind) {
    case 'Adult':
      return age >= adultMinimum ? undefined : 'AdultAge';
    case 'Child':
      return age >= infantUnder && age < adultMinimum ? undefined : 'ChildAge';
    case 'SeatedInfant':
      return age >= 0 && age < infantUnder ? undefined : 'InfantAge';
    case 'LapInfant':
      if (age < 0) return 'InfantAge';
      // A lap infant has no seat to grow into: a second birthday before the last flight needs one.
      return ageOn(traveler.dateOfBirth, trip.lastDepartureDate) < infantUnder
        ? undefined
        : 'LapInfantTooOld';
  }
}

/** A Known Traveler or redress number: on a lap, none at all; otherwise, well formed if given. */
function numberProblem(
  value: string | undefined,
  onLap: boolean,
  isWellFormed: (value: string) => boolean,
  codes: {
    readonly onLap: FlightTravelerProblemCode;
    readonly malformed: FlightTravelerProblemCode;
  },
): FlightTravelerProblemCode[] {
  if (value === undefined || value.trim() === '') return [];
  if (onLap) return [codes.onLap];
  return isWellFormed(value) ? [] : [codes.malformed];
}

/** What a border asks of each passenger: a passport sent, with a number, valid after the trip. */
function borderProblems(
  traveler: TravelerProfile,
  trip: FlightTravelerTrip,
): FlightTravelerProblemCode[] {
  const problems: FlightTravelerProblemCode[] = [];
  const { passport } = traveler;
  // A passport whose country of issue is not 2 letters is not sent (platform §5): it is missing.
  if (!isPassportSent(passport)) problems.push('MissingPassport');
  else {
    if (passport.number === undefined || passport.number.trim() === '')
      problems.push('MissingPassportNumber');
    else if (!isPassportNumber(passport.number)) problems.push('InvalidPassportNumber');
    // An unknown expiration cannot be shown to outlast the trip.
    if (passport.expiration === undefined || passport.expiration <= trip.lastDepartureDate)
      problems.push('ExpiredPassport');
  }
  if (traveler.nationality === undefined || !isCountryCode(traveler.nationality))
    problems.push('MissingNationality');
  return problems;
}

/** Everything wrong with the traveler chosen for one passenger. */
function slotProblems(
  slot: FlightPassengerSlot,
  traveler: TravelerProfile,
  trip: FlightTravelerTrip,
): FlightTravelerProblemCode[] {
  const onLap = slot.kind === 'LapInfant';
  const age = ageProblem(slot, traveler, trip);
  return [
    ...(traveler.gender === undefined ? (['MissingGender'] as const) : []),
    ...(isFlightTravelerName(traveler.givenName) && isFlightTravelerName(traveler.surname)
      ? []
      : (['UnsupportedNameCharacters'] as const)),
    ...(age === undefined ? [] : [age]),
    ...numberProblem(traveler.knownTravelerNumber, onLap, isKnownTravelerNumber, {
      onLap: 'IllegalLapInfantKTN',
      malformed: 'MalformedKnownTravelerNumber',
    }),
    ...numberProblem(traveler.tsaRedressNumber, onLap, isRedressNumber, {
      onLap: 'IllegalLapInfantRedress',
      malformed: 'MalformedRedressNumber',
    }),
    ...(trip.isInternational ? borderProblems(traveler, trip) : []),
  ];
}

export interface FlightTravelerProblemsInput extends FlightTravelerTrip {
  /** The passengers, in order (`flightPassengerSlots`). */
  readonly slots: readonly FlightPassengerSlot[];
  /** The traveler chosen for each slot, by index; undefined where none is. */
  readonly travelers: readonly (TravelerProfile | undefined)[];
  /** The airline's contact; left out, it is not checked (a step that checks it itself). */
  readonly contact?: ContactInformation | undefined;
}

/**
 * What keeps the passengers from being sent (products §5, and ours above): the booking's own
 * problems first (too many passengers, no adult, more lap infants than adults), then each
 * passenger's in slot order, then the contact. A traveler chosen twice is flagged at the later
 * passenger; the checks of a traveler are those of the kind of passenger they fly as.
 */
export function flightTravelerProblems(
  input: FlightTravelerProblemsInput,
): FlightTravelerProblem[] {
  const { slots, travelers, contact } = input;
  const count = (kind: FlightPassengerSlot['kind']) =>
    slots.filter((slot) => slot.kind === kind).length;
  const booking: FlightTravelerProblem[] = [
    ...(slots.length > maxFlightPassengers ? [{ code: 'TooManyPassengers' as const }] : []),
    ...(count('Adult') === 0 ? [{ code: 'NoAdultPassenger' as const }] : []),
    ...(count('LapInfant') > count('Adult') ? [{ code: 'TooManyLapInfants' as const }] : []),
  ];
  const passengers = slots.flatMap((slot, slotIndex): FlightTravelerProblem[] => {
    const traveler = travelers[slotIndex];
    if (traveler === undefined) return [{ code: 'TravelerMissing', slotIndex }];
    const chosenBefore = travelers.slice(0, slotIndex).some((other) => other?.id === traveler.id);
    if (chosenBefore) return [{ code: 'SameTravelerTwice', slotIndex }];
    return slotProblems(slot, traveler, input).map((code) => ({ code, slotIndex }));
  });
  const contactProblems: FlightTravelerProblem[] =
    contact === undefined || isContactInformationComplete(contact)
      ? []
      : [{ code: 'NoContactInformation' }];
  return [...booking, ...passengers, ...contactProblems];
}
