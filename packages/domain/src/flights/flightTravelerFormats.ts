/**
 * The shapes of a flight traveler's typed details (ours: products §5 names the failures, such as
 * MalformedKnownTravelerNumber, but not the formats they check). Each is checked trimmed.
 */

/**
 * A name as airline reservation systems and the passport's machine-readable zone hold it: the
 * letters A to Z, with spaces, hyphens and apostrophes between them. Accented and non-Latin
 * letters are written as the passport's machine-readable line spells them (Müller as MUELLER).
 */
const namePattern = /^[A-Za-z]+(?:[ '-]+[A-Za-z]+)*$/;

/**
 * A Known Traveler Number: TSA PreCheck numbers are 9 letters and digits, Global Entry, NEXUS and
 * SENTRI PASSIDs 9 digits, and the armed forces' DoD numbers 10 digits; 8 to 10 takes them all.
 */
const knownTravelerNumberPattern = /^[A-Za-z0-9]{8,10}$/;

/** A redress number, as DHS TRIP issues it: 7 digits. */
const redressNumberPattern = /^\d{7}$/;

/**
 * A passport number: ICAO Doc 9303 gives the document number 9 characters, letters and digits;
 * no country issues fewer than 6.
 */
const passportNumberPattern = /^[A-Za-z0-9]{6,9}$/;

/** An ISO 3166-1 alpha-2 country code, the form platform §5 asks of a passport's country. */
const countryCodePattern = /^[A-Za-z]{2}$/;

export function isFlightTravelerName(name: string): boolean {
  return namePattern.test(name.trim());
}

export function isKnownTravelerNumber(value: string): boolean {
  return knownTravelerNumberPattern.test(value.trim());
}

export function isRedressNumber(value: string): boolean {
  return redressNumberPattern.test(value.trim());
}

export function isPassportNumber(value: string): boolean {
  return passportNumberPattern.test(value.trim());
}

export function isCountryCode(value: string): boolean {
  return countryCodePattern.test(value.trim());
}
