/** Hotel booking error codes (spec: products §8 "Hotel booking"). */
export const hotelBookingErrors = [
  'InvalidQuote',
  'NotAvailable',
  'RateNotAvailable',
  'CreditCardDeclined',
  'InsufficientFunds',
  'CreditCardExpired',
  'CreditCardLostStolen',
  'CreditCardNotSupported',
  'InvalidCreditCardNumber',
  'InvalidCreditCardInformation',
  'InvalidCreditCardVerificationNumber',
  'Fraud',
  'InvalidGuestCountry',
  'InvalidCreditCardCountryCode',
  'InvalidCreditCardZipCode',
] as const;
export type HotelBookingError = (typeof hotelBookingErrors)[number];
