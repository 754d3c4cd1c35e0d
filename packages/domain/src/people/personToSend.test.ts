import { describe, expect, it } from 'vitest';
import {
  isPassportSent,
  personToSend,
  updateLoyaltyEntry,
  withoutEmptyLoyaltyEntries,
} from './personToSend';
import type { TravelerProfile } from './travelerProfile';

// spec: platform §5 "Passport is sent only if its country of issue has exactly 2 characters."
describe('isPassportSent', () => {
  it.each([
    ['', false],
    ['C', false],
    ['CA', true],
    ['CAN', false],
  ])('country of issue %o: %s', (countryOfIssue, sent) => {
    expect(isPassportSent({ countryOfIssue })).toBe(sent);
  });

  it('no passport is not sent', () => {
    expect(isPassportSent(undefined)).toBe(false);
  });
});

// spec: platform §5 "Empty loyalty or frequent-flyer values remove the entry."
describe('updateLoyaltyEntry', () => {
  it.each([
    ['adds a value', {}, 'MAR', '123', { MAR: { value: '123' } }],
    ['replaces a value', { MAR: { value: '1' } }, 'MAR', '2', { MAR: { value: '2' } }],
    [
      'removes on an empty value',
      { MAR: { value: '1' }, HIL: { value: '9' } },
      'MAR',
      '',
      { HIL: { value: '9' } },
    ],
    ['removes on a blank value', { MAR: { value: '1' } }, 'MAR', '   ', {}],
    ['ignores an empty value for a missing key', undefined, 'AA', '', {}],
  ])('%s', (_, entries, key, value, expected) => {
    expect(updateLoyaltyEntry(entries, key, value)).toEqual(expected);
  });

  it('drops every empty entry of a map', () => {
    expect(withoutEmptyLoyaltyEntries({ AA: { value: '' }, DL: { value: 'x1' } })).toEqual({
      DL: { value: 'x1' },
    });
  });
});

// spec: platform §7 "PUT passengers/update: person (with optional passport)"; §5 passport and loyalty rules.
describe('personToSend', () => {
  const profile: TravelerProfile = {
    id: 't1',
    givenName: 'Ann',
    surname: 'Lee',
    gender: 'F',
    dateOfBirth: '1990-01-01',
    assistance: ['WCHR'],
    frequentFlyer: { AA: { value: '' }, DL: { value: 'D1' } },
    hotelLoyalty: { MAR: { value: 'M1' }, HIL: { value: ' ' } },
    passport: { countryOfIssue: 'CA', number: 'P1' },
    isGhostUser: false,
    isMissingInfo: false,
    isPrivateProfile: true,
    isDefaultProfile: true,
    linkedDEUserId: 'u1',
  };

  it('drops the computed flags and empty loyalty entries, and keeps a 2-character passport', () => {
    expect(personToSend(profile)).toEqual({
      id: 't1',
      givenName: 'Ann',
      surname: 'Lee',
      gender: 'F',
      dateOfBirth: '1990-01-01',
      assistance: ['WCHR'],
      frequentFlyer: { DL: { value: 'D1' } },
      hotelLoyalty: { MAR: { value: 'M1' } },
      passport: { countryOfIssue: 'CA', number: 'P1' },
    });
  });

  it('leaves out a passport whose country of issue is not 2 characters, and a missing hotel loyalty map', () => {
    const { hotelLoyalty: _h, ...withoutHotel } = profile;
    const sent = personToSend({ ...withoutHotel, passport: { countryOfIssue: 'CAN' } });
    expect(sent).not.toHaveProperty('passport');
    expect(sent).not.toHaveProperty('hotelLoyalty');
  });
});
