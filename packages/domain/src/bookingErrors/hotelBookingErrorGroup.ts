import type { BookingEvent } from './bookingEvents';
import { bookingFailureReasons, type BookingFailureReason } from './bookingFailureReasons';
import { errorCodeKebabCase } from './errorCodeKebabCase';
import { hotelBookingErrors, type HotelBookingError } from './hotelBookingErrors';
import { rateLimitReasons, type RateLimitReason } from './rateLimitReasons';

/**
 * The checkout panels a hotel booking error is shown with (STATES.md §29). The products spec
 * does not say how its codes are handled; the grouping by the panels of platform §8 is ours.
 */
export const hotelBookingErrorGroups = [
  'cvv',
  'address',
  'payment',
  'fraud',
  'redemption-failure',
  'travelers',
  'search-again',
  'provider',
  'price-changed',
  'rate-limited',
] as const;
export type HotelBookingErrorGroup = (typeof hotelBookingErrorGroups)[number];

/** The booking events of products §8 that are booking failures; the cancellation events are not. */
export const hotelBookingFailureEvents = [
  'BookExtServiceUnavailable',
  'BookExtTimeout',
  'BookExtBadRequest',
  'BookExtPriceChanged',
  'BookExtUnavailability',
  'BookProviderUnavailable',
] as const satisfies readonly BookingEvent[];
export type HotelBookingFailureEvent = (typeof hotelBookingFailureEvents)[number];

/**
 * Every code a hotel booking can fail with: products §8 hotel booking errors and booking
 * events, products §3 booking-failure and rate-limit reasons.
 */
export type HotelBookingErrorCode =
  HotelBookingError | BookingFailureReason | RateLimitReason | HotelBookingFailureEvent;

export const hotelBookingErrorCodes: readonly HotelBookingErrorCode[] = [
  ...new Set<HotelBookingErrorCode>([
    ...hotelBookingErrors,
    ...bookingFailureReasons,
    ...rateLimitReasons,
    ...hotelBookingFailureEvents,
  ]),
];

// STATES.md §29, row by row; a record so that each code has exactly one group.
const groupOfCode: Record<HotelBookingErrorCode, HotelBookingErrorGroup> = {
  InvalidCreditCardVerificationNumber: 'cvv',

  InvalidCreditCardZipCode: 'address',
  InvalidCreditCardCountryCode: 'address',

  CreditCardDeclined: 'payment',
  InsufficientFunds: 'payment',
  CreditCardExpired: 'payment',
  CreditCardLostStolen: 'payment',
  CreditCardNotSupported: 'payment',
  InvalidCreditCardNumber: 'payment',
  InvalidCreditCardInformation: 'payment',
  PaymentError: 'payment',

  Fraud: 'fraud',

  RedemptionFailure: 'redemption-failure',

  InvalidGuestCountry: 'travelers',
  CheckInMinimumAgeNotMet: 'travelers',

  InvalidQuote: 'search-again',
  NotAvailable: 'search-again',
  RateNotAvailable: 'search-again',
  NoAvailability: 'search-again',
  LackOfInventory: 'search-again',
  Inactivity: 'search-again',
  Unknown: 'search-again',

  BookExtServiceUnavailable: 'provider',
  BookExtTimeout: 'provider',
  BookExtBadRequest: 'provider',
  BookExtUnavailability: 'provider',
  BookProviderUnavailable: 'provider',

  BookExtPriceChanged: 'price-changed',

  ExcessiveActivity: 'rate-limited',
  Unauthorized: 'rate-limited',
};

export function isHotelBookingErrorCode(code: string): code is HotelBookingErrorCode {
  return Object.hasOwn(groupOfCode, code);
}

/**
 * The panel group of a hotel booking error (STATES.md §29). A code the catalogue does not name
 * is treated like the failure reason Unknown, which STATES puts in the search-again group (the
 * default panel): there is no generic group for hotels.
 */
export function hotelBookingErrorGroup(code: string): HotelBookingErrorGroup {
  return isHotelBookingErrorCode(code) ? groupOfCode[code] : 'search-again';
}

/** The scenario id of a hotel booking error: `hotel-book/<group>/<code in kebab-case>` (STATES.md §29). */
export function hotelBookingErrorScenarioId(code: HotelBookingErrorCode): `hotel-book/${string}` {
  return `hotel-book/${hotelBookingErrorGroup(code)}/${errorCodeKebabCase(code)}`;
}
