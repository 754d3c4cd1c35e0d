import { describe, expect, it } from 'vitest';
import {
  hotelBookingErrorCodes,
  hotelBookingErrorGroup,
  hotelBookingErrorGroups,
  hotelBookingErrorScenarioId,
  hotelBookingFailureEvents,
  isHotelBookingErrorCode,
  type HotelBookingErrorCode,
  type HotelBookingErrorGroup,
} from './hotelBookingErrorGroup';

// STATES.md §29 "Hotel booking errors, by panel", its table written out row by row.
const statesTable: [HotelBookingErrorGroup, HotelBookingErrorCode[]][] = [
  ['cvv', ['InvalidCreditCardVerificationNumber']],
  ['address', ['InvalidCreditCardZipCode', 'InvalidCreditCardCountryCode']],
  [
    'payment',
    [
      'CreditCardDeclined',
      'InsufficientFunds',
      'CreditCardExpired',
      'CreditCardLostStolen',
      'CreditCardNotSupported',
      'InvalidCreditCardNumber',
      'InvalidCreditCardInformation',
      'PaymentError',
    ],
  ],
  ['fraud', ['Fraud']],
  ['redemption-failure', ['RedemptionFailure']],
  ['travelers', ['InvalidGuestCountry', 'CheckInMinimumAgeNotMet']],
  [
    'search-again',
    [
      'InvalidQuote',
      'NotAvailable',
      'RateNotAvailable',
      'NoAvailability',
      'LackOfInventory',
      'Inactivity',
      'Unknown',
    ],
  ],
  [
    'provider',
    [
      'BookExtServiceUnavailable',
      'BookExtTimeout',
      'BookExtBadRequest',
      'BookExtUnavailability',
      'BookProviderUnavailable',
    ],
  ],
  ['price-changed', ['BookExtPriceChanged']],
  ['rate-limited', ['ExcessiveActivity', 'Unauthorized']],
];

describe('hotelBookingErrorGroup', () => {
  // STATES.md §29: the ten panel groups, in the table's order
  it('has the groups of the table', () => {
    expect(hotelBookingErrorGroups).toEqual(statesTable.map(([group]) => group));
  });

  // STATES.md §29: each row's cause column
  it.each(statesTable)('%s', (group, codes) => {
    for (const code of codes) {
      expect(hotelBookingErrorGroup(code)).toBe(group);
    }
  });

  // products §3, §8: every code of the catalogue appears in exactly one row of the table
  it('gives every catalogue code exactly one row', () => {
    const tableCodes = statesTable.flatMap(([, codes]) => codes);
    expect(new Set(tableCodes).size).toBe(tableCodes.length);
    expect([...tableCodes].sort()).toEqual([...hotelBookingErrorCodes].sort());
  });

  // products §8: of the booking and cancellation events, only the Book* ones are booking failures
  it('takes the booking failures among the events', () => {
    expect(hotelBookingFailureEvents).toEqual([
      'BookExtServiceUnavailable',
      'BookExtTimeout',
      'BookExtBadRequest',
      'BookExtPriceChanged',
      'BookExtUnavailability',
      'BookProviderUnavailable',
    ]);
  });

  // STATES.md §29 puts the reason Unknown on the default panel: so does any unnamed code
  it.each(['SomethingNew', 'CancellationAttemptFailed', 'hasOwnProperty'])(
    'unknown code %j goes to search-again',
    (code) => {
      expect(isHotelBookingErrorCode(code)).toBe(false);
      expect(hotelBookingErrorGroup(code)).toBe('search-again');
    },
  );
});

// STATES.md §29 "each code gets its own id hotel-book/<group>/<code in kebab-case>"
describe('hotelBookingErrorScenarioId', () => {
  it.each<[HotelBookingErrorCode, string]>([
    ['Fraud', 'hotel-book/fraud/fraud'],
    [
      'InvalidCreditCardVerificationNumber',
      'hotel-book/cvv/invalid-credit-card-verification-number',
    ],
    ['CheckInMinimumAgeNotMet', 'hotel-book/travelers/check-in-minimum-age-not-met'],
    ['BookExtPriceChanged', 'hotel-book/price-changed/book-ext-price-changed'],
    ['ExcessiveActivity', 'hotel-book/rate-limited/excessive-activity'],
  ])('%s -> %s', (code, id) => {
    expect(hotelBookingErrorScenarioId(code)).toBe(id);
  });

  it('gives every code its own id', () => {
    const ids = hotelBookingErrorCodes.map(hotelBookingErrorScenarioId);
    expect(new Set(ids).size).toBe(hotelBookingErrorCodes.length);
  });
});
