import { defaultLocale } from '../money/money';
import type { TravelerProfile } from './travelerProfile';

/** The signed-in user's names, as session userInfo holds them (lastName may be missing for guests). */
export interface SignedInUserName {
  readonly firstName: string;
  readonly lastName?: string | undefined;
}

/**
 * spec: platform §5 "The selected traveler defaults to the one whose first and last name match
 * the signed-in user." Names match ignoring case and surrounding spaces, in the locale's
 * collation; without a last name nothing matches.
 */
export function defaultTraveler(
  travelers: readonly TravelerProfile[],
  user: SignedInUserName,
  locale: string = defaultLocale,
): TravelerProfile | undefined {
  const { lastName } = user;
  if (lastName === undefined) return undefined;
  const collator = new Intl.Collator(locale, { sensitivity: 'accent' });
  const same = (a: string, b: string) => collator.compare(a.trim(), b.trim()) === 0;
  return travelers.find(
    (traveler) => same(traveler.givenName, user.firstName) && same(traveler.surname, lastName),
  );
}
