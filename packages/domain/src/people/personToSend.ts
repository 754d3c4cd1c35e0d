import type { LoyaltyNumbers, Passport, TravelerProfile } from './travelerProfile';

/** spec: platform §5 "Passport is sent only if its country of issue has exactly 2 characters." */
export function isPassportSent(passport: Passport | undefined): passport is Passport {
  return passport !== undefined && passport.countryOfIssue.length === 2;
}

/**
 * spec: platform §5 "Empty loyalty or frequent-flyer values remove the entry." Setting a key to an
 * empty (or blank) value removes it; any other value is stored as typed.
 */
export function updateLoyaltyEntry(
  entries: LoyaltyNumbers | undefined,
  key: string,
  value: string,
): LoyaltyNumbers {
  const { [key]: _removed, ...others } = entries ?? {};
  return value.trim() === '' ? others : { ...others, [key]: { value } };
}

/** The same rule over a whole map: entries with an empty value are dropped. */
export function withoutEmptyLoyaltyEntries(entries: LoyaltyNumbers): LoyaltyNumbers {
  return Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => entry.value.trim() !== ''),
  );
}

/** A traveler as `PUT passengers/update` takes it: the person, without the computed flags. */
export type PersonToSend = Omit<
  TravelerProfile,
  'isGhostUser' | 'isMissingInfo' | 'isPrivateProfile' | 'isDefaultProfile' | 'linkedDEUserId'
>;

/**
 * The body of `PUT passengers/update` (spec: platform §7 "person (with optional passport)"):
 * the flags computed by the merge stay on this side, empty loyalty entries are removed
 * (platform §5) and the passport goes only with a 2-character country of issue (platform §5).
 */
export function personToSend(profile: TravelerProfile): PersonToSend {
  const {
    isGhostUser: _ghost,
    isMissingInfo: _missing,
    isPrivateProfile: _private,
    isDefaultProfile: _default,
    linkedDEUserId: _linked,
    passport,
    frequentFlyer,
    hotelLoyalty,
    ...person
  } = profile;
  return {
    ...person,
    frequentFlyer: withoutEmptyLoyaltyEntries(frequentFlyer),
    ...(hotelLoyalty === undefined
      ? {}
      : { hotelLoyalty: withoutEmptyLoyaltyEntries(hotelLoyalty) }),
    ...(isPassportSent(passport) ? { passport } : {}),
  };
}
