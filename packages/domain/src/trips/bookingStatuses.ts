/** Status of a booking (spec: products §4 "Booking statuses: Canceled, Confirmed, Modified, Pending"). */
export const bookingStatuses = ['Canceled', 'Confirmed', 'Modified', 'Pending'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Status of a hotel booking (spec: products §4). */
export const hotelBookingStatuses = [
  'PendingConfirm',
  'CancelledWithErrors',
  'Cancelled',
  'Failure',
  'Confirmed',
  'PartiallyPaid',
  'Received',
] as const;
export type HotelBookingStatus = (typeof hotelBookingStatuses)[number];

/** Status of a car booking (spec: products §4 "Car statuses are the same set" as hotels). */
export const carBookingStatuses = hotelBookingStatuses;
export type CarBookingStatus = HotelBookingStatus;
