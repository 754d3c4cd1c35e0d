import { placeholderDateOfBirth, type TravelerProfile } from '@wayfare/domain';

const traveler = (
  id: string,
  givenName: string,
  surname: string,
  extra: Partial<TravelerProfile> = {},
): TravelerProfile => ({
  id,
  givenName,
  surname,
  gender: 'F',
  dateOfBirth: '1985-12-10',
  assistance: [],
  frequentFlyer: {},
  ...extra,
});

/** The account stories' travelers: one of each shape: details, each flag, a placeholder. */
export const storyTravelers: TravelerProfile[] = [
  traveler('t-ada', 'Ada', 'Lovelace', {
    emailAddress: 'ada.lovelace@example.com',
    phoneNumber: '4165550142',
    passport: { countryOfIssue: 'GB', number: '533401887', expiration: '2031-05-14' },
    hotelLoyalty: { MAR: { value: '880014417' } },
    frequentFlyer: { AC: { value: '123456789' } },
    assistance: ['WCHR', 'DEAF'],
    isDefaultProfile: true,
  }),
  traveler('t-edsger', 'Edsger', 'Dijkstra', {
    dateOfBirth: placeholderDateOfBirth,
    isMissingInfo: true,
  }),
  traveler('t-hedy', 'Hedy', 'Lamarr', { isPrivateProfile: true }),
  traveler('t-katherine', 'Katherine', 'Johnson', { isGhostUser: true }),
];
