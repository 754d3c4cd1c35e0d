import { backendFailureCodes, type BackendFailureCode } from './backendFailureCodes';
import {
  bookingValidationFailures,
  type BookingValidationFailure,
} from './bookingValidationFailures';
import { checkoutErrors, type CheckoutError } from './checkoutErrors';
import { errorCodeKebabCase } from './errorCodeKebabCase';
import { flightBookingErrors, type FlightBookingError } from './flightBookingErrors';
import { paymentErrors, type PaymentError } from './paymentErrors';

/**
 * The checkout panels a flight booking error is shown with (STATES.md §28). The products spec
 * does not say how its codes are handled; the grouping by the panels of platform §8 is ours.
 */
export const flightBookingErrorGroups = [
  'card-not-found',
  'fraud',
  'redemption-failure',
  'payment',
  'price-change',
  'travelers',
  'search-again',
  'session-expired',
  'ticketing-pending',
  'generic',
] as const;
export type FlightBookingErrorGroup = (typeof flightBookingErrorGroups)[number];

/** Every code a flight booking can fail with: products §8 flight, payment, checkout and backend codes, and products §5. */
export type FlightBookingErrorCode =
  FlightBookingError | BookingValidationFailure | PaymentError | CheckoutError | BackendFailureCode;

export const flightBookingErrorCodes: readonly FlightBookingErrorCode[] = [
  ...new Set<FlightBookingErrorCode>([
    ...flightBookingErrors,
    ...bookingValidationFailures,
    ...paymentErrors,
    ...checkoutErrors,
    ...backendFailureCodes,
  ]),
];

// STATES.md §28, row by row; a record so that each code has exactly one group.
const groupOfCode: Record<FlightBookingErrorCode, FlightBookingErrorGroup> = {
  UserCardNotFound: 'card-not-found',
  UnknownCard: 'card-not-found',

  FraudAutoReject: 'fraud',
  LikelyFraud: 'fraud',

  RedemptionFailure: 'redemption-failure',

  CardDeclined: 'payment',
  ExcessiveUserActivity: 'payment',
  GenericError: 'payment',
  InstallmentPaymentFailed: 'payment',
  UnsupportedPaymentKind: 'payment',
  VccGenerationFailure: 'payment',
  PaymentError: 'payment',
  CaptureFailed: 'payment',

  MaximumPriceIncreaseReached: 'price-change',

  InvalidPassengers: 'travelers',
  InvalidCustomer: 'travelers',
  NoAdultPassenger: 'travelers',
  IllegalLapInfantRedress: 'travelers',
  IllegalLapInfantKTN: 'travelers',
  LapInfantTooOld: 'travelers',
  TooManyLapInfants: 'travelers',
  NoContactInformation: 'travelers',
  TooManyPassengers: 'travelers',
  MalformedRedressNumber: 'travelers',
  MalformedKnownTravelerNumber: 'travelers',
  LapInfantsUnsupported: 'travelers',
  SeatedInfantsUnsupported: 'travelers',
  ExpiredPassport: 'travelers',
  MissingPassport: 'travelers',
  MissingNationality: 'travelers',
  UnsupportedNameCharacters: 'travelers',
  MissingPassportNumber: 'travelers',
  InvalidPassportNumber: 'travelers',

  NoAvailability: 'search-again',
  NoFlightsFound: 'search-again',
  OfferInvalid: 'search-again',
  QuoteError: 'search-again',
  PriceUnavailableUnder25: 'search-again',
  NoProductsAvailable: 'search-again',
  DuplicateBooking: 'search-again',
  UpgradeRequired: 'search-again',

  BookingSessionClosed: 'session-expired',
  BookingSessionMissing: 'session-expired',
  BookingSessionRefused: 'session-expired',
  CannotResume: 'session-expired',
  Inactivity: 'session-expired',
  InvalidSession: 'session-expired',
  ExpiredFulfillToken: 'session-expired',
  ExpiredQuoteToken: 'session-expired',
  SessionClosed: 'session-expired',

  PollingTimeout: 'ticketing-pending',
  TicketingUnconfirmed: 'ticketing-pending',
  TicketingNotStarted: 'ticketing-pending',
  TicketingUnknown: 'ticketing-pending',
  MissingAirlineLocator: 'ticketing-pending',

  BookError: 'generic',
  UnknownSabreAppError: 'generic',
  AuthError: 'generic',
  CartValidationError: 'generic',
  ErrorCode: 'generic',
  BookFailed: 'generic',
  ExecutionTimeout: 'generic',
  HardTimeout: 'generic',
  Incomplete: 'generic',
  InvalidGDSCharacter: 'generic',
  InvalidOffPoint: 'generic',
  ParseError: 'generic',
  ProviderError: 'generic',
  SegmentCanceledAfterTicketing: 'generic',
  TicketReadError: 'generic',
  Timeout: 'generic',
  VoidFailed: 'generic',
};

export function isFlightBookingErrorCode(code: string): code is FlightBookingErrorCode {
  return Object.hasOwn(groupOfCode, code);
}

/**
 * The panel group of a flight booking error (STATES.md §28). A code the catalogue does not
 * name (products §8 backend codes end with "and others") gets the generic error, the group
 * STATES gives to every unexplained backend failure.
 */
export function flightBookingErrorGroup(code: string): FlightBookingErrorGroup {
  return isFlightBookingErrorCode(code) ? groupOfCode[code] : 'generic';
}

/** The scenario id of a flight booking error: `flight-book/<group>/<code in kebab-case>` (STATES.md §28). */
export function flightBookingErrorScenarioId(
  code: FlightBookingErrorCode,
): `flight-book/${string}` {
  return `flight-book/${flightBookingErrorGroup(code)}/${errorCodeKebabCase(code)}`;
}
