/** How a booking session ends (spec: products §4 "Booking session results: Succeeded, Pending, Failed"). */
export const bookingSessionResults = ['Succeeded', 'Pending', 'Failed'] as const;
export type BookingSessionResult = (typeof bookingSessionResults)[number];

/** The steps of a booking session, in order (spec: products §4). */
export const bookingSteps = [
  'ScheduleQuote',
  'PollingQuote',
  'SchedulePurchase',
  'PollingPurchase',
] as const;
export type BookingStep = (typeof bookingSteps)[number];
