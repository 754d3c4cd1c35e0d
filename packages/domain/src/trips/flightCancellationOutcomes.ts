/** What a flight cancellation gives (spec: products §4 "Flight cancellation outcomes"). */
export const flightCancellationOutcomes = [
  'PartialRefund',
  'FullRefund',
  'FullyRefundableComplex',
  'PartiallyRefundableComplex',
  'NonRefundable',
  'Pending',
  'CancellationFailure',
  'ContactCustomerService',
  'AirlineControl',
  'BookingPending',
  'CancellationPending',
  'Canceled',
  'Departed',
  'NonCfar',
  'TRVKOutage',
] as const;
export type FlightCancellationOutcome = (typeof flightCancellationOutcomes)[number];
