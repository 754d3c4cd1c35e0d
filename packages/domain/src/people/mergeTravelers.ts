import { defaultLocale } from '../money/money';
import type { TravelerProfile } from './travelerProfile';
import type { UserListEntry } from './userListEntry';

/** spec: platform §3 "Users without a matching traveler get a placeholder profile (date of birth 1870-01-01 ...)". */
export const placeholderDateOfBirth = '1870-01-01';

/** Everything the traveler list is merged from (spec: platform §3 Traveler profile, §6 Corporate). */
export interface TravelerSources {
  readonly travelers: readonly TravelerProfile[];
  /** The corporate user list; empty when it is not fetched (see shouldFetchUserList). */
  readonly users: readonly UserListEntry[];
  readonly privateProfileIds: readonly string[];
  /**
   * The user whose profile is the default one. A profile is default when it is linked to that
   * user, or when its own id is that id: without a user list nothing is linked.
   */
  readonly defaultUserId?: string | undefined;
  /** Corporate hiddenTravelerIds: these never reach the list (spec: platform §6). */
  readonly hiddenTravelerIds?: readonly string[] | undefined;
}

/**
 * spec: platform §3 "The merged list is sorted by given name, then surname." Names compare
 * with the locale's collation, ignoring case but not accents (sensitivity "accent"), so
 * "anna" and "Anna" are equal and sort by surname; equal names keep their order.
 */
export function compareTravelers(locale: string = defaultLocale) {
  const collator = new Intl.Collator(locale, { sensitivity: 'accent' });
  return (a: TravelerProfile, b: TravelerProfile): number =>
    collator.compare(a.givenName, b.givenName) || collator.compare(a.surname, b.surname);
}

export function sortTravelers(
  travelers: readonly TravelerProfile[],
  locale: string = defaultLocale,
): TravelerProfile[] {
  return [...travelers].sort(compareTravelers(locale));
}

/** spec: platform §3 placeholder profile: "date of birth 1870-01-01, empty assistance, marked missing info". */
function placeholderProfile(user: UserListEntry): TravelerProfile {
  return {
    // The user's own traveler id when it has one, so hiddenTravelerIds can still hide it.
    id: user.defaultTravelerId ?? user.id,
    givenName: user.firstName,
    surname: user.lastName,
    dateOfBirth: placeholderDateOfBirth,
    assistance: [],
    frequentFlyer: {},
    hotelLoyalty: {},
    isMissingInfo: true,
    linkedDEUserId: user.id,
  };
}

/**
 * spec: platform §3 "The list is merged from the traveler list, the user list (defaultTravelerId,
 * firstName, lastName, id), private-profile ids and a default-user id. Users without a matching
 * traveler get a placeholder profile (date of birth 1870-01-01, empty assistance, marked missing
 * info). The merged list is sorted by given name, then surname." and §6 "hiddenTravelerIds are
 * filtered out". A user matches the traveler its defaultTravelerId names.
 */
export function mergeTravelers(
  sources: TravelerSources,
  locale: string = defaultLocale,
): TravelerProfile[] {
  const travelerIds = new Set(sources.travelers.map((traveler) => traveler.id));
  const userByTravelerId = new Map<string, UserListEntry>();
  for (const user of sources.users) {
    if (user.defaultTravelerId && !userByTravelerId.has(user.defaultTravelerId)) {
      userByTravelerId.set(user.defaultTravelerId, user);
    }
  }
  const placeholders = sources.users
    .filter((user) => !user.defaultTravelerId || !travelerIds.has(user.defaultTravelerId))
    .map(placeholderProfile);

  const privateIds = new Set(sources.privateProfileIds);
  const hiddenIds = new Set(sources.hiddenTravelerIds ?? []);
  const merged = [...sources.travelers, ...placeholders]
    .filter((profile) => !hiddenIds.has(profile.id))
    .map((profile): TravelerProfile => {
      const linkedDEUserId = profile.linkedDEUserId ?? userByTravelerId.get(profile.id)?.id;
      const isDefaultProfile =
        sources.defaultUserId !== undefined &&
        (profile.id === sources.defaultUserId || linkedDEUserId === sources.defaultUserId);
      return {
        ...profile,
        ...(linkedDEUserId === undefined ? {} : { linkedDEUserId }),
        isGhostUser: profile.isGhostUser ?? false,
        isMissingInfo: profile.isMissingInfo ?? false,
        isPrivateProfile: privateIds.has(profile.id),
        isDefaultProfile,
      };
    });
  return sortTravelers(merged, locale);
}
