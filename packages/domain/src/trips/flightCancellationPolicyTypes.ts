/**
 * The cancellation policy of a flight booking (spec: products §4). The spec's "future-travel-credit
 * (with and without penalty; also Ftc, FtcWithPenalty)" is spelled Ftc and FtcWithPenalty, as the
 * scenario ids of STATES.md §22 have it.
 */
export const flightCancellationPolicyTypes = [
  'AirlineRefund',
  'ContactAirline',
  'Ftc',
  'FtcWithPenalty',
  'MultiTicket',
  'NonRefundable',
  'NonCancellable',
  'PartialRefund',
  'RefundableComplex',
  'TicketedVoid',
  'DelayedTicketingCancel',
  'TicketlessVoid',
  'MultiProvider',
  'CancellationPending',
  'ContactCustomerService',
] as const;
export type FlightCancellationPolicyType = (typeof flightCancellationPolicyTypes)[number];
