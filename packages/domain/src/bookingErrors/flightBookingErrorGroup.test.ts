import { describe, expect, it } from 'vitest';
import {
  flightBookingErrorCodes,
  flightBookingErrorGroup,
  flightBookingErrorGroups,
  flightBookingErrorScenarioId,
  isFlightBookingErrorCode,
  type FlightBookingErrorCode,
  type FlightBookingErrorGroup,
} from './flightBookingErrorGroup';

// STATES.md §28 "Flight booking errors, by panel", its table written out row by row.
const statesTable: [FlightBookingErrorGroup, FlightBookingErrorCode[]][] = [
  ['card-not-found', ['UserCardNotFound', 'UnknownCard']],
  ['fraud', ['FraudAutoReject', 'LikelyFraud']],
  ['redemption-failure', ['RedemptionFailure']],
  [
    'payment',
    [
      'CardDeclined',
      'ExcessiveUserActivity',
      'GenericError',
      'InstallmentPaymentFailed',
      'UnsupportedPaymentKind',
      'VccGenerationFailure',
      'PaymentError',
      'CaptureFailed',
    ],
  ],
  ['price-change', ['MaximumPriceIncreaseReached']],
  [
    'travelers',
    [
      'InvalidPassengers',
      'InvalidCustomer',
      'NoAdultPassenger',
      'IllegalLapInfantRedress',
      'IllegalLapInfantKTN',
      'LapInfantTooOld',
      'TooManyLapInfants',
      'NoContactInformation',
      'TooManyPassengers',
      'MalformedRedressNumber',
      'MalformedKnownTravelerNumber',
      'LapInfantsUnsupported',
      'SeatedInfantsUnsupported',
      'ExpiredPassport',
      'MissingPassport',
      'MissingNationality',
      'UnsupportedNameCharacters',
      'MissingPassportNumber',
      'InvalidPassportNumber',
    ],
  ],
  [
    'search-again',
    [
      'NoAvailability',
      'NoFlightsFound',
      'OfferInvalid',
      'QuoteError',
      'PriceUnavailableUnder25',
      'NoProductsAvailable',
      'DuplicateBooking',
      'UpgradeRequired',
    ],
  ],
  [
    'session-expired',
    [
      'BookingSessionClosed',
      'BookingSessionMissing',
      'BookingSessionRefused',
      'CannotResume',
      'Inactivity',
      'InvalidSession',
      'ExpiredFulfillToken',
      'ExpiredQuoteToken',
      'SessionClosed',
    ],
  ],
  [
    'ticketing-pending',
    [
      'PollingTimeout',
      'TicketingUnconfirmed',
      'TicketingNotStarted',
      'TicketingUnknown',
      'MissingAirlineLocator',
    ],
  ],
  [
    'generic',
    [
      'BookError',
      'UnknownSabreAppError',
      'AuthError',
      'CartValidationError',
      'ErrorCode',
      'BookFailed',
      'ExecutionTimeout',
      'HardTimeout',
      'Incomplete',
      'InvalidGDSCharacter',
      'InvalidOffPoint',
      'ParseError',
      'ProviderError',
      'SegmentCanceledAfterTicketing',
      'TicketReadError',
      'Timeout',
      'VoidFailed',
    ],
  ],
];

describe('flightBookingErrorGroup', () => {
  // STATES.md §28: the ten panel groups, in the table's order
  it('has the groups of the table', () => {
    expect(flightBookingErrorGroups).toEqual(statesTable.map(([group]) => group));
  });

  // STATES.md §28: each row's cause column
  it.each(statesTable)('%s', (group, codes) => {
    for (const code of codes) {
      expect(flightBookingErrorGroup(code)).toBe(group);
    }
  });

  // products §5, §8: every code of the catalogue appears in exactly one row of the table
  it('gives every catalogue code exactly one row', () => {
    const tableCodes = statesTable.flatMap(([, codes]) => codes);
    expect(new Set(tableCodes).size).toBe(tableCodes.length);
    expect([...tableCodes].sort()).toEqual([...flightBookingErrorCodes].sort());
  });

  // products §8 backend codes "and others": an unnamed code gets the generic error
  it.each(['SomethingNew', '', 'toString', '__proto__'])('unknown code %j is generic', (code) => {
    expect(isFlightBookingErrorCode(code)).toBe(false);
    expect(flightBookingErrorGroup(code)).toBe('generic');
  });
});

// STATES.md §28 "Each code gets its own id flight-book/<group>/<code in kebab-case>"
describe('flightBookingErrorScenarioId', () => {
  it.each<[FlightBookingErrorCode, string]>([
    ['LikelyFraud', 'flight-book/fraud/likely-fraud'],
    ['UnknownCard', 'flight-book/card-not-found/unknown-card'],
    ['IllegalLapInfantKTN', 'flight-book/travelers/illegal-lap-infant-ktn'],
    ['PriceUnavailableUnder25', 'flight-book/search-again/price-unavailable-under-25'],
    ['MaximumPriceIncreaseReached', 'flight-book/price-change/maximum-price-increase-reached'],
    ['InvalidGDSCharacter', 'flight-book/generic/invalid-gds-character'],
  ])('%s -> %s', (code, id) => {
    expect(flightBookingErrorScenarioId(code)).toBe(id);
  });

  it('gives every code its own id', () => {
    const ids = flightBookingErrorCodes.map(flightBookingErrorScenarioId);
    expect(new Set(ids).size).toBe(flightBookingErrorCodes.length);
  });
});
