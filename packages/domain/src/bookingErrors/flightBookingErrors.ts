/**
 * Flight booking error codes (spec: products §8 "Flight booking"); the validation codes the
 * spec adds to this list are `bookingValidationFailures`.
 */
export const flightBookingErrors = [
  'DuplicateBooking',
  'PollingTimeout',
  'BookingSessionClosed',
  'BookingSessionMissing',
  'BookingSessionRefused',
  'InvalidCustomer',
  'InvalidPassengers',
  'RedemptionFailure',
  'NoAvailability',
  'InstallmentPaymentFailed',
  'TicketingUnconfirmed',
  'TicketingNotStarted',
  'TicketingUnknown',
  'CardDeclined',
  'OfferInvalid',
  'CannotResume',
  'FraudAutoReject',
  'LikelyFraud',
  'UpgradeRequired',
  'UnsupportedPaymentKind',
  'QuoteError',
  'BookError',
  'PriceUnavailableUnder25',
  'VccGenerationFailure',
  'UserCardNotFound',
  'Inactivity',
  'MissingAirlineLocator',
  'UnknownSabreAppError',
  'NoFlightsFound',
] as const;
export type FlightBookingError = (typeof flightBookingErrors)[number];
