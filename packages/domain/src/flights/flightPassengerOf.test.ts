import { describe, expect, it } from 'vitest';
import type { TravelerProfile } from '../people/travelerProfile';
import { flightPassengerOf } from './flightPassengerOf';

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
  tsaRedressNumber: '1234567',
  isDefaultProfile: true,
};

describe('a saved traveler as the passenger of a seat (products §3 Traveler fields)', () => {
  it('carries the person, the nationality, the passport, the numbers and the assistance', () => {
    expect(flightPassengerOf('Adult', ann)).toEqual({
      kind: 'Adult',
      travelerId: 't-ann',
      givenName: 'Ann',
      surname: 'Lee',
      birthdate: '1988-04-12',
      gender: 'F',
      nationality: 'CA',
      passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-05-01' },
      knownTravelerNumber: 'TT1234567',
      tsaRedressNumber: '1234567',
      specialAssistance: ['WCHR'],
    });
  });

  it('leaves out what is blank, and a passport whose country of issue is not 2 letters (platform §5)', () => {
    const passenger = flightPassengerOf('Child', {
      ...ann,
      nationality: ' ',
      passport: { countryOfIssue: 'CAN', number: 'AB123456' },
      knownTravelerNumber: '',
      tsaRedressNumber: undefined,
      assistance: [],
    });
    expect(passenger).toEqual({
      kind: 'Child',
      travelerId: 't-ann',
      givenName: 'Ann',
      surname: 'Lee',
      birthdate: '1988-04-12',
      gender: 'F',
      specialAssistance: [],
    });
  });

  it('makes no passenger of a traveler without a gender', () => {
    expect(flightPassengerOf('Adult', { ...ann, gender: undefined })).toBeUndefined();
  });
});
