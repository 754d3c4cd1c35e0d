import { placeholderDateOfBirth, type TravelerProfile } from '@wayfare/domain';

/**
 * A placeholder profile: a corporate user with no saved traveler (spec: platform §3 "date of
 * birth 1870-01-01 ... marked missing info"). Ours: it is shown but not edited or deleted here,
 * as there is no saved traveler behind it; the user's own details come from the company.
 */
export function isPlaceholderProfile(traveler: TravelerProfile): boolean {
  return traveler.dateOfBirth === placeholderDateOfBirth && traveler.linkedDEUserId !== undefined;
}
