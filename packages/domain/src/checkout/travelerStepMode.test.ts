import { describe, expect, it } from 'vitest';
import { newTravelerErrors, travelerGenderLabels, type NewTravelerForm } from './travelerStepMode';

const complete: NewTravelerForm = {
  givenName: 'Ann',
  surname: 'Lee',
  dateOfBirth: '1990-01-31',
  gender: 'F',
};

// spec: platform §3 traveler profile (givenName, surname, gender M or F, dateOfBirth YYYY-MM-DD); §5 "A traveler must be chosen or added."
describe('newTravelerErrors', () => {
  it.each([
    ['complete', {}, []],
    ['no first name', { givenName: ' ' }, ['givenName']],
    ['no last name', { surname: '' }, ['surname']],
    ['no date of birth', { dateOfBirth: '' }, ['dateOfBirth']],
    ['an impossible date of birth', { dateOfBirth: '1990-02-30' }, ['dateOfBirth']],
    ['no gender', { gender: '' as const }, ['gender']],
    // personFieldLimits: names of 50 characters at most.
    ['a first name of 50 characters', { givenName: 'a'.repeat(50) }, []],
    ['a first name of 51 characters', { givenName: 'a'.repeat(51) }, ['givenName']],
    ['a last name of 51 characters', { surname: 'b'.repeat(51) }, ['surname']],
    [
      'nothing',
      { givenName: '', surname: '', dateOfBirth: '', gender: '' as const },
      ['givenName', 'surname', 'dateOfBirth', 'gender'],
    ],
  ])('%s', (_, change, errors) => {
    expect(newTravelerErrors({ ...complete, ...change })).toEqual(errors);
  });

  it('names both genders', () => {
    expect(travelerGenderLabels).toEqual({ M: 'Male', F: 'Female' });
  });
});
