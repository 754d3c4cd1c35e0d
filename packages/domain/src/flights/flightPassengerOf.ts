import { isPassportSent } from '../people/personToSend';
import type { TravelerProfile } from '../people/travelerProfile';
import type { FlightPassenger, FlightSeatKind } from './flightPurchase';

/** A typed number, or nothing when it was left blank: a blank number is no number. */
const given = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * A saved traveler as the passenger of a seat (products §3 Traveler fields): their nationality is
 * the profile's country, and the passport goes only with a 2-letter country of issue, as for a
 * stay's main guest (platform §5, `personToSend`). Undefined for a traveler with no gender, which
 * every airline asks for (a placeholder profile made from a user has none).
 *
 * The frequent-flyer number is left out: a profile keeps one per airline, and which airline's
 * program the booking earns in is the quote's to say, not the traveler's.
 */
export function flightPassengerOf(
  kind: FlightSeatKind,
  traveler: TravelerProfile,
): FlightPassenger | undefined {
  const { gender, passport } = traveler;
  if (gender === undefined) return undefined;
  const nationality = given(traveler.nationality);
  const knownTravelerNumber = given(traveler.knownTravelerNumber);
  const tsaRedressNumber = given(traveler.tsaRedressNumber);
  return {
    kind,
    travelerId: traveler.id,
    givenName: traveler.givenName,
    surname: traveler.surname,
    birthdate: traveler.dateOfBirth,
    gender,
    ...(nationality === undefined ? {} : { nationality }),
    ...(isPassportSent(passport) ? { passport } : {}),
    ...(knownTravelerNumber === undefined ? {} : { knownTravelerNumber }),
    ...(tsaRedressNumber === undefined ? {} : { tsaRedressNumber }),
    specialAssistance: [...traveler.assistance],
  };
}
