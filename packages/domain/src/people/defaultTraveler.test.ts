import { describe, expect, it } from 'vitest';
import { defaultTraveler } from './defaultTraveler';
import type { TravelerProfile } from './travelerProfile';

const traveler = (id: string, givenName: string, surname: string): TravelerProfile => ({
  id,
  givenName,
  surname,
  dateOfBirth: '1990-01-01',
  assistance: [],
  frequentFlyer: {},
});
const travelers = [
  traveler('t1', 'Ann', 'Lee'),
  traveler('t2', 'Sam', 'Ortiz'),
  traveler('t3', 'Sam', 'Lee'),
];

// spec: platform §5 "The selected traveler defaults to the one whose first and last name match the signed-in user."
describe('defaultTraveler', () => {
  it.each([
    ['both names', { firstName: 'Sam', lastName: 'Lee' }, 't3'],
    ['ignoring case and spaces', { firstName: ' sam ', lastName: 'ORTIZ' }, 't2'],
    ['first name only', { firstName: 'Ann', lastName: 'Ortiz' }, undefined],
    ['last name only', { firstName: 'Bo', lastName: 'Lee' }, undefined],
    ['a guest without a last name', { firstName: 'Ann' }, undefined],
  ])('matches %s', (_, user, id) => {
    expect(defaultTraveler(travelers, user)?.id).toBe(id);
  });

  it('uses the locale given', () => {
    expect(defaultTraveler(travelers, { firstName: 'ann', lastName: 'lee' }, 'fr-CA')?.id).toBe(
      't1',
    );
  });
});
