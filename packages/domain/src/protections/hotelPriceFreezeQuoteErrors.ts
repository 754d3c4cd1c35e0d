/**
 * Errors of a hotel price-freeze quote (spec: products §8). The names are ours, spelled from the
 * spec's words.
 */
export const hotelPriceFreezeQuoteErrors = [
  'RewardsAccountsFailure',
  'VoucherNotFound',
  'NoHotelProducts',
  'ManyHotelProducts',
  'QuotePending',
  'QuoteFailure',
  'ExchangeRatesFailure',
  'DiscountCalculationFailure',
  'InvalidHotelQuote',
  'UnavailableHotelQuote',
  'MismatchedQuote',
] as const;
export type HotelPriceFreezeQuoteError = (typeof hotelPriceFreezeQuoteErrors)[number];

const scenarioIds: Record<HotelPriceFreezeQuoteError, string> = {
  RewardsAccountsFailure: 'price-freeze/hotel-quote-rewards-accounts-failure',
  VoucherNotFound: 'price-freeze/hotel-quote-voucher-not-found',
  NoHotelProducts: 'price-freeze/hotel-quote-no-hotel-products',
  ManyHotelProducts: 'price-freeze/hotel-quote-many-hotel-products',
  QuotePending: 'price-freeze/hotel-quote-pending',
  QuoteFailure: 'price-freeze/hotel-quote-failure',
  ExchangeRatesFailure: 'price-freeze/hotel-quote-exchange-rates-failure',
  DiscountCalculationFailure: 'price-freeze/hotel-quote-discount-calculation-failure',
  InvalidHotelQuote: 'price-freeze/hotel-quote-invalid-quote',
  UnavailableHotelQuote: 'price-freeze/hotel-quote-unavailable-quote',
  MismatchedQuote: 'price-freeze/hotel-quote-mismatched-quote',
};

/** The STATES §24 scenario id of a hotel price-freeze quote error. */
export function hotelPriceFreezeQuoteErrorScenarioId(error: HotelPriceFreezeQuoteError): string {
  return scenarioIds[error];
}
