import {
  travelerWithFlightDetails,
  type FlightTravelerTrip,
  type NewFlightTraveler,
  type TravelerProfile,
} from '@wayfare/domain';

// Travelers of the flight passengers stories, their ages on a trip whose first flight leaves on
// Thursday, December 10, 2026 and whose last leaves on Sunday, December 20.

/** The trip at home: no passport asked. */
export const storyDomesticTrip: FlightTravelerTrip = {
  firstDepartureDate: '2026-12-10',
  lastDepartureDate: '2026-12-20',
  isInternational: false,
};

/** The same dates across a border: a passport and a nationality for everyone. */
export const storyInternationalTrip: FlightTravelerTrip = {
  ...storyDomesticTrip,
  isInternational: true,
};

function traveler(change: Partial<TravelerProfile> & Pick<TravelerProfile, 'id'>): TravelerProfile {
  return {
    givenName: 'Ann',
    surname: 'Lee',
    gender: 'F',
    dateOfBirth: '1988-04-12',
    assistance: [],
    frequentFlyer: {},
    nationality: 'CA',
    ...change,
  };
}

const passport = (number: string) => ({
  countryOfIssue: 'CA',
  number,
  expiration: '2031-05-01',
});

/** An adult with a passport and a Known Traveler Number. */
export const storyAdult = traveler({
  id: 't-ann',
  passport: passport('AB123456'),
  knownTravelerNumber: 'TT1234567',
});
/** A second adult, with no passport nor nationality on file. */
export const storySecondAdult = traveler({
  id: 't-sam',
  givenName: 'Sam',
  surname: 'Okafor',
  gender: 'M',
  dateOfBirth: '1990-01-30',
  nationality: undefined,
});
/** A child of 7. */
export const storyChild = traveler({
  id: 't-maya',
  givenName: 'Maya',
  dateOfBirth: '2019-05-01',
  passport: passport('AB654321'),
});
/** An infant of 1, under 2 for the whole trip. */
export const storyInfant = traveler({
  id: 't-noah',
  givenName: 'Noah',
  gender: 'M',
  dateOfBirth: '2025-06-01',
  passport: passport('AB777777'),
});
/** A child of 3: too old to fly on a lap. */
export const storyToddler = traveler({
  id: 't-leo',
  givenName: 'Leo',
  gender: 'M',
  dateOfBirth: '2023-08-01',
  passport: passport('AB888888'),
});

/** Saved travelers, sorted by given name as `mergeTravelers` sorts them. */
export const storyFlightTravelers: readonly TravelerProfile[] = [
  storyAdult,
  storyToddler,
  storyChild,
  storyInfant,
  storySecondAdult,
];

/** The traveler the account would save from the passengers step's form, as a page hands it back. */
export function storySavedTraveler(newTraveler: NewFlightTraveler): TravelerProfile {
  return travelerWithFlightDetails(
    { id: 't-new', givenName: '', surname: '', dateOfBirth: '', assistance: [], frequentFlyer: {} },
    newTraveler,
  );
}
