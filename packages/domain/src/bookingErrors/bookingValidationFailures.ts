/** Flight booking validation failures (spec: products §5; bounds and messages are not shown). */
export const bookingValidationFailures = [
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
] as const;
export type BookingValidationFailure = (typeof bookingValidationFailures)[number];

/** The hotel check-in minimum age failure (spec: products §5). */
export const hotelBookingValidationFailures = ['CheckInMinimumAgeNotMet'] as const;
export type HotelBookingValidationFailure = (typeof hotelBookingValidationFailures)[number];
