import { describe, expect, it } from 'vitest';
import { backendFailureCodes } from './backendFailureCodes';
import { bookingEvents, homeQuoteAndAgentFulfilEvents } from './bookingEvents';
import { bookingFailureReasons } from './bookingFailureReasons';
import {
  bookingValidationFailures,
  hotelBookingValidationFailures,
} from './bookingValidationFailures';
import { checkoutErrors } from './checkoutErrors';
import { disruptionDetectionResponses } from './disruptionDetectionResponses';
import { flightBookingErrors } from './flightBookingErrors';
import { hotelBookingErrors } from './hotelBookingErrors';
import { paymentErrors } from './paymentErrors';
import { postBookingOfferErrors } from './postBookingOfferErrors';
import { rateLimitReasons } from './rateLimitReasons';
import { rebookErrors } from './rebookErrors';

// The lists below are copied from the spec text, not from the modules.
describe('booking error catalogues', () => {
  // spec: products §8 "Flight booking: DuplicateBooking, ... NoFlightsFound, plus the validation codes"
  it('flight booking errors', () => {
    expect(flightBookingErrors).toEqual(
      'DuplicateBooking, PollingTimeout, BookingSessionClosed, BookingSessionMissing, BookingSessionRefused, InvalidCustomer, InvalidPassengers, RedemptionFailure, NoAvailability, InstallmentPaymentFailed, TicketingUnconfirmed, TicketingNotStarted, TicketingUnknown, CardDeclined, OfferInvalid, CannotResume, FraudAutoReject, LikelyFraud, UpgradeRequired, UnsupportedPaymentKind, QuoteError, BookError, PriceUnavailableUnder25, VccGenerationFailure, UserCardNotFound, Inactivity, MissingAirlineLocator, UnknownSabreAppError, NoFlightsFound'.split(
        ', ',
      ),
    );
  });

  // spec: products §5 "Booking validation failures: NoAdultPassenger, ... InvalidPassportNumber"
  it('booking validation failures', () => {
    expect(bookingValidationFailures).toEqual(
      'NoAdultPassenger, IllegalLapInfantRedress, IllegalLapInfantKTN, LapInfantTooOld, TooManyLapInfants, NoContactInformation, TooManyPassengers, MalformedRedressNumber, MalformedKnownTravelerNumber, LapInfantsUnsupported, SeatedInfantsUnsupported, ExpiredPassport, MissingPassport, MissingNationality, UnsupportedNameCharacters, MissingPassportNumber, InvalidPassportNumber'.split(
        ', ',
      ),
    );
    // spec: products §5 "Hotel check-in minimum age failure: CheckInMinimumAgeNotMet"
    expect(hotelBookingValidationFailures).toEqual(['CheckInMinimumAgeNotMet']);
  });

  // spec: products §8 "Payment", "Checkout level", "Backend failure codes"
  it('payment, checkout-level and backend codes', () => {
    expect(paymentErrors).toEqual([
      'CardDeclined',
      'UnknownCard',
      'ExcessiveUserActivity',
      'GenericError',
    ]);
    expect(checkoutErrors).toEqual([
      'InvalidSession',
      'AuthError',
      'CartValidationError',
      'ExpiredFulfillToken',
      'ExpiredQuoteToken',
      'ErrorCode',
    ]);
    expect(backendFailureCodes).toEqual(
      'BookFailed, CaptureFailed, ExecutionTimeout, HardTimeout, Incomplete, InvalidGDSCharacter, InvalidOffPoint, MaximumPriceIncreaseReached, NoProductsAvailable, ParseError, PaymentError, ProviderError, SegmentCanceledAfterTicketing, SessionClosed, TicketReadError, Timeout, VoidFailed'.split(
        ', ',
      ),
    );
  });

  // spec: products §8 "Hotel booking: InvalidQuote, ... InvalidCreditCardZipCode"
  it('hotel booking errors', () => {
    expect(hotelBookingErrors).toEqual(
      'InvalidQuote, NotAvailable, RateNotAvailable, CreditCardDeclined, InsufficientFunds, CreditCardExpired, CreditCardLostStolen, CreditCardNotSupported, InvalidCreditCardNumber, InvalidCreditCardInformation, InvalidCreditCardVerificationNumber, Fraud, InvalidGuestCountry, InvalidCreditCardCountryCode, InvalidCreditCardZipCode'.split(
        ', ',
      ),
    );
  });

  // spec: products §8 "Post-booking offer", "Rebook", "Booking and cancellation events", "Disruption detection responses"
  it('post-booking offer, rebook, event and disruption detection codes', () => {
    expect(postBookingOfferErrors).toEqual(['FareNotFound', 'TripNotFound', 'Unknown']);
    expect(rebookErrors).toEqual([
      'ItineraryNotFound',
      'ContractNotFound',
      'MissingCoverageOrFareClass',
      'InvalidRoute',
      'ShopSummaryFailed',
      'RebookNotEligible',
      'Unknown',
    ]);
    expect(bookingEvents).toEqual(
      'CancellationAttemptFailed, CancellationAttemptOk, BookExtServiceUnavailable, BookExtTimeout, BookExtBadRequest, BookExtPriceChanged, BookExtUnavailability, CancellationFeesApplicable, BookProviderUnavailable'.split(
        ', ',
      ),
    );
    // Spellings ours: the spec names these four only in words.
    expect(homeQuoteAndAgentFulfilEvents).toHaveLength(4);
    expect(disruptionDetectionResponses).toEqual([
      'NoDisruptionProtectionAttached',
      'NoDisruptionDetected',
    ]);
  });

  // spec: products §3 "rate-limit reasons ExcessiveActivity, Unauthorized; booking-failure reasons NoAvailability, ..."
  it('rate-limit and booking-failure reasons', () => {
    expect(rateLimitReasons).toEqual(['ExcessiveActivity', 'Unauthorized']);
    expect(bookingFailureReasons).toEqual([
      'NoAvailability',
      'Unknown',
      'CheckInMinimumAgeNotMet',
      'PaymentError',
      'LackOfInventory',
      'RateNotAvailable',
      'Inactivity',
      'RedemptionFailure',
    ]);
  });
});
