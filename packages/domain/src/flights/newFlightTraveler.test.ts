import { describe, expect, it } from 'vitest';
import type { TravelerProfile } from '../people/travelerProfile';
import type { FlightTravelerTrip } from './flightTravelerProblems';
import {
  newFlightTravelerErrors,
  newFlightTravelerForm,
  newFlightTravelerOf,
  travelerWithFlightDetails,
  type NewFlightTravelerForm,
} from './newFlightTraveler';

// A trip from Thursday, December 10, 2026, whose last flight leaves on Sunday, December 20.
const domestic: FlightTravelerTrip = {
  firstDepartureDate: '2026-12-10',
  lastDepartureDate: '2026-12-20',
  isInternational: false,
};
const international: FlightTravelerTrip = { ...domestic, isInternational: true };

const empty = newFlightTravelerForm();

const sam: NewFlightTravelerForm = {
  ...empty,
  givenName: ' Sam ',
  surname: 'Okafor',
  dateOfBirth: '1992-03-14',
  gender: 'M',
};

const samAbroad: NewFlightTravelerForm = {
  ...sam,
  nationality: 'ca',
  passportNumber: 'ab123456',
  passportCountryOfIssue: 'ca ',
  passportExpiration: '2030-01-31',
};

/** The fields in error, and why. */
const errorsOf = (form: NewFlightTravelerForm, trip = domestic) =>
  Object.fromEntries(
    Object.entries(newFlightTravelerErrors(form, trip)).filter(([, error]) => error !== undefined),
  );

describe('the flight traveler form (products §3 Traveler fields; the formats are ours)', () => {
  it('asks for the name, date of birth and gender at home; the passport too abroad', () => {
    expect(errorsOf(empty)).toEqual({
      givenName: 'required',
      surname: 'required',
      dateOfBirth: 'required',
      gender: 'required',
    });
    expect(errorsOf(empty, international)).toEqual({
      givenName: 'required',
      surname: 'required',
      dateOfBirth: 'required',
      gender: 'required',
      nationality: 'required',
      passportNumber: 'required',
      passportCountryOfIssue: 'required',
      passportExpiration: 'required',
    });
  });

  it('takes a complete traveler, at home and abroad', () => {
    expect(errorsOf(sam)).toEqual({});
    expect(errorsOf(samAbroad, international)).toEqual({});
    expect(Object.keys(errorsOf(sam, international))).toEqual([
      'nationality',
      'passportNumber',
      'passportCountryOfIssue',
      'passportExpiration',
    ]);
  });

  it('takes names in the letters A to Z only, within their limit', () => {
    expect(
      errorsOf({ ...sam, givenName: 'Zoë', middleName: 'Anne-Marie', surname: "O'Neil" }),
    ).toEqual({ givenName: 'malformed' });
    expect(errorsOf({ ...sam, middleName: 'J.' })).toEqual({ middleName: 'malformed' });
    expect(errorsOf({ ...sam, middleName: 'A'.repeat(51), surname: 'B'.repeat(51) })).toEqual({
      middleName: 'tooLong',
      surname: 'tooLong',
    });
  });

  it('takes a date of birth no later than the first flight', () => {
    expect(errorsOf({ ...sam, dateOfBirth: '2026-12-10' })).toEqual({});
    expect(errorsOf({ ...sam, dateOfBirth: '2026-12-11' })).toEqual({ dateOfBirth: 'malformed' });
    expect(errorsOf({ ...sam, dateOfBirth: '2026-02-30' })).toEqual({ dateOfBirth: 'required' });
  });

  it('checks the passport abroad: codes of 2 letters, a number of 6 to 9, valid after the trip', () => {
    expect(
      errorsOf(
        {
          ...samAbroad,
          nationality: 'CAN',
          passportNumber: 'AB12',
          passportCountryOfIssue: 'C',
          passportExpiration: '2026-12-20',
        },
        international,
      ),
    ).toEqual({
      nationality: 'malformed',
      passportNumber: 'malformed',
      passportCountryOfIssue: 'malformed',
      passportExpiration: 'expired',
    });
    expect(errorsOf({ ...samAbroad, passportNumber: '1'.repeat(21) }, international)).toEqual({
      passportNumber: 'tooLong',
    });
    expect(errorsOf({ ...samAbroad, passportExpiration: '2030-13-01' }, international)).toEqual({
      passportExpiration: 'malformed',
    });
  });

  it('at home, asks for a country of issue only once a passport is begun, and lets it expire', () => {
    expect(errorsOf({ ...sam, passportNumber: 'AB123456' })).toEqual({
      passportCountryOfIssue: 'required',
    });
    expect(errorsOf({ ...sam, passportExpiration: '2020-01-01' })).toEqual({
      passportCountryOfIssue: 'required',
    });
    expect(
      errorsOf({ ...sam, passportCountryOfIssue: 'CA', passportExpiration: '2020-01-01' }),
    ).toEqual({});
  });

  it('checks the Known Traveler and redress numbers when they are given', () => {
    expect(
      errorsOf({ ...sam, knownTravelerNumber: 'TT1234567', tsaRedressNumber: '1234567' }),
    ).toEqual({});
    expect(errorsOf({ ...sam, knownTravelerNumber: 'TT-1', tsaRedressNumber: '123' })).toEqual({
      knownTravelerNumber: 'malformed',
      tsaRedressNumber: 'malformed',
    });
  });

  it('makes the traveler trimmed, with codes in capitals and blanks left out', () => {
    expect(newFlightTravelerOf(sam)).toEqual({
      givenName: 'Sam',
      surname: 'Okafor',
      dateOfBirth: '1992-03-14',
      gender: 'M',
    });
    expect(
      newFlightTravelerOf({
        ...samAbroad,
        middleName: ' Ade ',
        knownTravelerNumber: 'tt1234567 ',
        tsaRedressNumber: ' 1234567',
      }),
    ).toEqual({
      givenName: 'Sam',
      middleName: 'Ade',
      surname: 'Okafor',
      dateOfBirth: '1992-03-14',
      gender: 'M',
      nationality: 'CA',
      passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2030-01-31' },
      knownTravelerNumber: 'TT1234567',
      tsaRedressNumber: '1234567',
    });
    expect(newFlightTravelerOf({ ...sam, passportCountryOfIssue: 'CA' })?.passport).toEqual({
      countryOfIssue: 'CA',
    });
  });

  it('makes no traveler without a gender or a date of birth', () => {
    expect(newFlightTravelerOf({ ...sam, gender: '' })).toBeUndefined();
    expect(newFlightTravelerOf({ ...sam, dateOfBirth: '' })).toBeUndefined();
  });
});

describe('a saved traveler, corrected in the flight traveler form', () => {
  const ann: TravelerProfile = {
    id: 't-ann',
    givenName: 'Ann',
    surname: 'Lee',
    gender: 'F',
    dateOfBirth: '1988-04-12',
    assistance: ['WCHR'],
    frequentFlyer: { AC: { value: '123456789' } },
    nationality: 'CA',
    passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-05-01' },
    knownTravelerNumber: 'TT1234567',
  };

  it('fills the form with their details', () => {
    expect(newFlightTravelerForm(ann)).toEqual({
      givenName: 'Ann',
      middleName: '',
      surname: 'Lee',
      dateOfBirth: '1988-04-12',
      gender: 'F',
      nationality: 'CA',
      passportNumber: 'AB123456',
      passportCountryOfIssue: 'CA',
      passportExpiration: '2031-05-01',
      knownTravelerNumber: 'TT1234567',
      tsaRedressNumber: '',
    });
  });

  it('keeps what the form does not show, joins the middle name, removes what was cleared', () => {
    const details = newFlightTravelerOf({
      ...newFlightTravelerForm(ann),
      middleName: 'Mei',
      passportNumber: '',
      passportCountryOfIssue: '',
      passportExpiration: '',
      nationality: '',
      knownTravelerNumber: '',
      tsaRedressNumber: '7654321',
    });
    expect(details && travelerWithFlightDetails(ann, details)).toEqual({
      id: 't-ann',
      givenName: 'Ann Mei',
      surname: 'Lee',
      gender: 'F',
      dateOfBirth: '1988-04-12',
      assistance: ['WCHR'],
      frequentFlyer: { AC: { value: '123456789' } },
      tsaRedressNumber: '7654321',
    });
    const same = newFlightTravelerOf(newFlightTravelerForm(ann));
    expect(same && travelerWithFlightDetails(ann, same)).toEqual(ann);
  });
});
