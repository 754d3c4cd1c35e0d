/** Why a booking failed (spec: products §3 "booking-failure reasons"). */
export const bookingFailureReasons = [
  'NoAvailability',
  'Unknown',
  'CheckInMinimumAgeNotMet',
  'PaymentError',
  'LackOfInventory',
  'RateNotAvailable',
  'Inactivity',
  'RedemptionFailure',
] as const;
export type BookingFailureReason = (typeof bookingFailureReasons)[number];
