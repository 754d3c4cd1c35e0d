/**
 * How a flight cancellation is resolved (spec: products §4 "Resolution scenarios: cfar cash, cfar
 * ftc, with penalty, cash or ftc, ticketed void, airline full refund, airline partial refund or
 * cash, too close to departure, contact customer service, cancellation pending, error"). The spec
 * gives them in words; the PascalCase spellings are ours.
 */
export const flightCancellationResolutions = [
  'CfarCash',
  'CfarFtc',
  'WithPenalty',
  'CashOrFtc',
  'TicketedVoid',
  'AirlineFullRefund',
  'AirlinePartialRefundOrCash',
  'TooCloseToDeparture',
  'ContactCustomerService',
  'CancellationPending',
  'Error',
] as const;
export type FlightCancellationResolution = (typeof flightCancellationResolutions)[number];
