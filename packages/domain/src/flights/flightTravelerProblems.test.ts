import { describe, expect, it } from 'vitest';
import type { TravelerProfile } from '../people/travelerProfile';
import { flightPassengerSlots } from './flightPassengerSlots';
import type { FlightPassengerCounts } from './flightSearch';
import {
  flightTravelerProblems,
  flightTravelerProblemTexts,
  type FlightTravelerProblemsInput,
  type FlightTravelerTrip,
} from './flightTravelerProblems';

// A trip from Thursday, December 10, 2026, whose last flight leaves on Sunday, December 20.
const domestic: FlightTravelerTrip = {
  firstDepartureDate: '2026-12-10',
  lastDepartureDate: '2026-12-20',
  isInternational: false,
};
const international: FlightTravelerTrip = { ...domestic, isInternational: true };

const contact = { emailAddress: 'ann@example.com', phoneNumber: '416 555 0134' };

function traveler(
  id: string,
  dateOfBirth: string,
  change: Partial<TravelerProfile> = {},
): TravelerProfile {
  return {
    id,
    givenName: 'Ann',
    surname: 'Lee',
    gender: 'F',
    dateOfBirth,
    assistance: [],
    frequentFlyer: {},
    nationality: 'CA',
    passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-05-01' },
    ...change,
  };
}

const adult = traveler('t-adult', '1988-04-12');
const secondAdult = traveler('t-second', '1990-01-30', { givenName: 'Sam', gender: 'M' });
const child = traveler('t-child', '2019-05-01');
const infant = traveler('t-infant', '2025-06-01');

const counts = (change: Partial<FlightPassengerCounts>): FlightPassengerCounts => ({
  adults: 1,
  children: 0,
  seatedInfants: 0,
  lapInfants: 0,
  ...change,
});

/** The problems of travelers chosen for the given counts, on the domestic trip by default. */
function problemsOf(
  passengerCounts: Partial<FlightPassengerCounts>,
  travelers: FlightTravelerProblemsInput['travelers'],
  change: Partial<FlightTravelerProblemsInput> = {},
) {
  return flightTravelerProblems({
    slots: flightPassengerSlots(counts(passengerCounts)),
    travelers,
    contact,
    ...domestic,
    ...change,
  });
}

/** The problems of one traveler flying alone as the passenger of a kind. */
function problemsAs(kind: keyof FlightPassengerCounts, one: TravelerProfile, trip = domestic) {
  // Anyone but an adult flies with one, so that the booking itself is right.
  const alone = kind === 'adults';
  const chosen = alone ? [one] : [adult, one];
  return problemsOf(alone ? {} : { [kind]: 1 }, chosen, trip)
    .filter(({ slotIndex }) => slotIndex === chosen.length - 1)
    .map(({ code }) => code);
}

describe('the problems of the flight passengers (products §5; the bounds are ours)', () => {
  it('finds none in a family with everything right, at home and abroad', () => {
    const family = [adult, secondAdult, child, infant];
    const familyCounts = { adults: 2, children: 1, lapInfants: 1 };
    expect(problemsOf(familyCounts, family)).toEqual([]);
    expect(problemsOf(familyCounts, family, international)).toEqual([]);
  });

  it('asks for a traveler for every passenger, and a different one for each', () => {
    expect(problemsOf({ adults: 2 }, [adult, undefined])).toEqual([
      { code: 'TravelerMissing', slotIndex: 1 },
    ]);
    expect(problemsOf({ adults: 2 }, [adult, adult])).toEqual([
      { code: 'SameTravelerTwice', slotIndex: 1 },
    ]);
    expect(problemsOf({ adults: 2 }, [])).toEqual([
      { code: 'TravelerMissing', slotIndex: 0 },
      { code: 'TravelerMissing', slotIndex: 1 },
    ]);
  });

  it('asks for a gender, which a placeholder profile lacks', () => {
    expect(problemsAs('adults', { ...adult, gender: undefined })).toEqual(['MissingGender']);
  });

  it.each([
    ['Ann', 'Lee', true],
    ["D'Arcy", 'Lee-Smith', true],
    ['Anne Marie', 'van der Berg', true],
    ['Zoë', 'Lee', false],
    ['Ann', 'Lee2', false],
    ['李', 'Lee', false],
    ['Ann', '', false],
    ['Ann', "'-", false],
    ['Ann.', 'Lee', false],
  ])('takes the name %s %s: %s', (givenName, surname, accepted) => {
    expect(problemsAs('adults', { ...adult, givenName, surname })).toEqual(
      accepted ? [] : ['UnsupportedNameCharacters'],
    );
  });

  describe('ages on the day of the first flight', () => {
    it.each([
      ['2014-12-10', []],
      ['2014-12-11', ['AdultAge']],
      ['2027-01-01', ['AdultAge']],
    ])('an adult born %s: %j', (dateOfBirth, problems) => {
      expect(problemsAs('adults', traveler('t', dateOfBirth))).toEqual(problems);
    });

    it.each([
      ['2024-12-10', []],
      ['2024-12-11', ['ChildAge']],
      ['2014-12-11', []],
      ['2014-12-10', ['ChildAge']],
    ])('a child born %s: %j', (dateOfBirth, problems) => {
      expect(problemsAs('children', traveler('t', dateOfBirth))).toEqual(problems);
    });

    it.each([
      ['2026-12-10', []],
      ['2024-12-11', []],
      // Two on the last flight does not matter in a seat of one's own.
      ['2024-12-15', []],
      ['2024-12-10', ['InfantAge']],
      ['2026-12-11', ['InfantAge']],
    ])('an infant in a seat born %s: %j', (dateOfBirth, problems) => {
      expect(problemsAs('seatedInfants', traveler('t', dateOfBirth))).toEqual(problems);
    });

    it.each([
      ['2025-06-01', []],
      ['2024-12-21', []],
      // Two by the last flight, on it, or already on the first: too old for a lap.
      ['2024-12-15', ['LapInfantTooOld']],
      ['2024-12-20', ['LapInfantTooOld']],
      ['2023-08-01', ['LapInfantTooOld']],
      ['2026-12-11', ['InfantAge']],
    ])('an infant on a lap born %s: %j', (dateOfBirth, problems) => {
      expect(problemsAs('lapInfants', traveler('t', dateOfBirth))).toEqual(problems);
    });
  });

  describe('Known Traveler and redress numbers', () => {
    it.each([
      ['TT1234567', []],
      ['12345678', []],
      ['1234567890', []],
      [' 123456789 ', []],
      ['  ', []],
      ['1234567', ['MalformedKnownTravelerNumber']],
      ['12345678901', ['MalformedKnownTravelerNumber']],
      ['TT-123456', ['MalformedKnownTravelerNumber']],
    ])('takes the Known Traveler Number "%s": %j', (knownTravelerNumber, problems) => {
      expect(problemsAs('adults', { ...adult, knownTravelerNumber })).toEqual(problems);
    });

    it.each([
      ['1234567', []],
      ['', []],
      ['123456', ['MalformedRedressNumber']],
      ['12345678', ['MalformedRedressNumber']],
      ['A234567', ['MalformedRedressNumber']],
    ])('takes the redress number "%s": %j', (tsaRedressNumber, problems) => {
      expect(problemsAs('adults', { ...adult, tsaRedressNumber })).toEqual(problems);
    });

    it('takes neither for an infant on a lap, well formed or not, but both in a seat', () => {
      const numbered = { ...infant, knownTravelerNumber: 'TT1234567', tsaRedressNumber: '12' };
      expect(problemsAs('lapInfants', numbered)).toEqual([
        'IllegalLapInfantKTN',
        'IllegalLapInfantRedress',
      ]);
      expect(problemsAs('seatedInfants', numbered)).toEqual(['MalformedRedressNumber']);
    });
  });

  describe('across a border', () => {
    const abroad = (change: Partial<TravelerProfile>) =>
      problemsAs('adults', { ...adult, ...change }, international);

    it('asks for a passport, sent only with a 2-letter country of issue (platform §5)', () => {
      expect(abroad({ passport: undefined })).toEqual(['MissingPassport']);
      expect(abroad({ passport: { countryOfIssue: 'CAN', number: 'AB123456' } })).toEqual([
        'MissingPassport',
      ]);
    });

    it('asks for its number, of 6 to 9 letters or digits', () => {
      const passport = (number: string | undefined) => ({
        passport: { countryOfIssue: 'CA', expiration: '2031-05-01', number },
      });
      expect(abroad(passport(undefined))).toEqual(['MissingPassportNumber']);
      expect(abroad(passport(' '))).toEqual(['MissingPassportNumber']);
      expect(abroad(passport('AB123'))).toEqual(['InvalidPassportNumber']);
      expect(abroad(passport('AB1234567X'))).toEqual(['InvalidPassportNumber']);
      expect(abroad(passport('123456'))).toEqual([]);
      expect(abroad(passport('AB1234567'))).toEqual([]);
    });

    it('asks for a passport valid after the last flight', () => {
      const expiring = (expiration: string | undefined) => ({
        passport: { countryOfIssue: 'CA', number: 'AB123456', expiration },
      });
      expect(abroad(expiring('2026-12-21'))).toEqual([]);
      expect(abroad(expiring('2026-12-20'))).toEqual(['ExpiredPassport']);
      expect(abroad(expiring('2025-01-01'))).toEqual(['ExpiredPassport']);
      expect(abroad(expiring(undefined))).toEqual(['ExpiredPassport']);
    });

    it('asks for a nationality, as a 2-letter country code', () => {
      expect(abroad({ nationality: undefined })).toEqual(['MissingNationality']);
      expect(abroad({ nationality: 'Canada' })).toEqual(['MissingNationality']);
    });

    it('asks for none of it at home', () => {
      expect(
        problemsAs('adults', { ...adult, passport: undefined, nationality: undefined }),
      ).toEqual([]);
    });
  });

  describe('the booking as a whole', () => {
    it('needs an adult', () => {
      expect(problemsOf({ adults: 0, children: 1 }, [child])).toEqual([
        { code: 'NoAdultPassenger' },
      ]);
    });

    it('needs an adult for each infant on a lap', () => {
      const twin = traveler('t-twin', '2025-06-01');
      expect(problemsOf({ adults: 1, lapInfants: 2 }, [adult, infant, twin])).toEqual([
        { code: 'TooManyLapInfants' },
      ]);
    });

    it('takes at most 9 passengers', () => {
      const ten = Array.from({ length: 10 }, (_, index) => traveler(`t-${index}`, '1980-01-01'));
      expect(problemsOf({ adults: 10 }, ten)).toEqual([{ code: 'TooManyPassengers' }]);
      expect(problemsOf({ adults: 9 }, ten.slice(0, 9))).toEqual([]);
    });

    it('needs an email and a phone that match their patterns, when it is given the contact', () => {
      const noPhone = { ...contact, phoneNumber: '' };
      expect(problemsOf({}, [adult], { contact: noPhone })).toEqual([
        { code: 'NoContactInformation' },
      ]);
      expect(problemsOf({}, [adult], { contact: { ...contact, emailAddress: 'ann@' } })).toEqual([
        { code: 'NoContactInformation' },
      ]);
      expect(problemsOf({}, [adult], { contact: undefined })).toEqual([]);
    });
  });

  it("says the booking's problems first, then each passenger's in order, then the contact", () => {
    const tooOld = traveler('t-old', '2023-08-01', { knownTravelerNumber: 'TT1234567' });
    expect(
      problemsOf(
        { adults: 0, children: 1, lapInfants: 1 },
        [{ ...child, gender: undefined }, tooOld],
        { ...international, contact: { emailAddress: '', phoneNumber: '' } },
      ),
    ).toEqual([
      { code: 'NoAdultPassenger' },
      { code: 'TooManyLapInfants' },
      { code: 'MissingGender', slotIndex: 0 },
      { code: 'LapInfantTooOld', slotIndex: 1 },
      { code: 'IllegalLapInfantKTN', slotIndex: 1 },
      { code: 'NoContactInformation' },
    ]);
  });

  it('says what to do about each problem, in plain words', () => {
    expect(flightTravelerProblemTexts.LapInfantTooOld).toBe(
      'An infant on a lap must be under 2 for the whole trip. Choose a younger traveler or book a seat.',
    );
    expect(flightTravelerProblemTexts.TooManyPassengers).toContain('at most 9 passengers');
    expect(flightTravelerProblemTexts.ChildAge).toContain('2 to 11');
    for (const text of Object.values(flightTravelerProblemTexts)) expect(text).toMatch(/\.$/);
  });
});
