import type { TravelerProfile } from '@wayfare/domain';

/** Saved travelers for stories and tests, sorted by given name as `mergeTravelers` sorts them. */
function traveler(id: string, givenName: string, surname: string): TravelerProfile {
  return {
    id,
    givenName,
    surname,
    gender: 'F',
    dateOfBirth: '1988-04-12',
    assistance: [],
    frequentFlyer: {},
  };
}

export const storyTravelers: readonly TravelerProfile[] = [
  traveler('t-ann', 'Ann', 'Lee'),
  traveler('t-jordan', 'Jordan', 'Rivera'),
  traveler('t-priya', 'Priya', 'Natarajan'),
];
