import type {
  FutureTravelCreditState,
  ItineraryTag,
  NotificationChannel,
  ScheduleChangeChoice,
  SegmentStatus,
  TicketStatus,
  TripCancellationEvent,
  TripKind,
  TripStatus,
  TripTimeState,
  VoidState,
  WatchState,
} from '@wayfare/domain';

// The spec gives the trips hub's values (products §3, §4) but no wording for them: every label
// below is ours, the value in plain words. Each map covers its whole enumeration (the Record
// type), so a value the domain adds cannot go without a label.

/** spec: products §3 "Trip kinds". */
export const tripKindLabels: Record<TripKind, string> = {
  Flight: 'Flight',
  Hotel: 'Hotel',
  Watch: 'Price watch',
  Car: 'Car',
  Home: 'Home',
  Package: 'Package',
  PackageHotel: 'Package hotel',
  PackageFlight: 'Package flight',
  Experience: 'Experience',
};

/** spec: products §4 "Trip time states". */
export const tripTimeStateLabels: Record<TripTimeState, string> = {
  Future: 'Upcoming',
  Present: 'In progress',
  Past: 'Completed',
  Canceled: 'Canceled',
  Invalid: 'Needs attention',
  Unused: 'Not taken',
};

/** spec: products §4 "Booking statuses" and "Hotel booking status" (cars share the set). */
export const tripStatusLabels: Record<TripStatus, string> = {
  Canceled: 'Canceled',
  Confirmed: 'Confirmed',
  Modified: 'Modified',
  Pending: 'Pending',
  PendingConfirm: 'Pending confirmation',
  CancelledWithErrors: 'Cancelled with errors',
  Cancelled: 'Cancelled',
  Failure: 'Booking failed',
  PartiallyPaid: 'Partially paid',
  Received: 'Received',
};

/** spec: products §3 "Itinerary tags". */
export const itineraryTagLabels: Record<ItineraryTag, string> = {
  AirlineControl: 'Managed by the airline',
  BookingPending: 'Booking pending',
  Canceled: 'Canceled',
  CancellationPending: 'Cancellation pending',
  Chfar: 'Change for any reason',
  ContainsRemarks: 'Has remarks',
  Departed: 'Departed',
  Ftc: 'Travel credit',
  NonChfar: 'No change for any reason',
  Exchangeable: 'Changeable',
  NonExchangeable: 'Not changeable',
  ContactAirline: 'Contact the airline',
  ContactCustomerService: 'Contact customer service',
  MultiProvider: 'Several providers',
};

/** spec: products §4 "Ticket status". */
export const ticketStatusLabels: Record<TicketStatus, string> = {
  Canceled: 'Ticket canceled',
  Modified: 'Ticket modified',
  Rejected: 'Ticket rejected',
  Ticketed: 'Ticketed',
};

/** spec: products §3 "Void states". */
export const voidStateLabels: Record<VoidState, string> = {
  TicketedVoid: 'Voided',
  PreTicketVoidable: 'Can be voided',
  NotVoidable: 'Cannot be voided',
};

/** spec: products §3 "Future travel credit: available, expired, redeemed". */
export const futureTravelCreditStateLabels: Record<FutureTravelCreditState, string> = {
  available: 'Available',
  expired: 'Expired',
  redeemed: 'Redeemed',
};

/** spec: products §4 "Watch state". */
export const watchStateLabels: Record<WatchState, string> = {
  NotWatching: 'Not watching',
  Watching: 'Watching',
  JustWatched: 'Just started watching',
  InProcess: 'Updating',
};

/** spec: products §3 "notification channels Email, Push, Sms, MultiMethod". */
export const notificationChannelLabels: Record<NotificationChannel, string> = {
  Email: 'Email',
  Push: 'Push notification',
  Sms: 'Text message',
  MultiMethod: 'Email, push and text',
};

/** spec: products §4 "Segment/schedule-change statuses". */
export const segmentStatusLabels: Record<SegmentStatus, string> = {
  Confirmed: 'Confirmed',
  Pending: 'Pending',
  Declined: 'Declined',
  UnMapped: 'Not matched',
  Canceled: 'Canceled',
  Cancelled: 'Canceled',
  ConfirmedPendingNewChange: 'Confirmed, another change pending',
  UnMappedPersisted: 'Not matched, kept',
};

/** spec: products §4 "Schedule change choices: MoveToQueue, ReferToAirline". */
export const scheduleChangeChoiceLabels: Record<ScheduleChangeChoice, string> = {
  MoveToQueue: 'Ask an agent to review it',
  ReferToAirline: 'Contact the airline',
};

/** spec: products §8 "CancellationAttemptOk, CancellationAttemptFailed, CancellationFeesApplicable". */
export const tripCancellationEventLabels: Record<TripCancellationEvent, string> = {
  CancellationAttemptOk: 'Your cancellation went through.',
  CancellationAttemptFailed: 'We could not cancel this trip. Please try again or contact us.',
  CancellationFeesApplicable: 'Cancellation fees apply to this trip.',
};
