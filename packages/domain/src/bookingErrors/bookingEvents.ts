/** Booking and cancellation events (spec: products §8 "Booking and cancellation events"). */
export const bookingEvents = [
  'CancellationAttemptFailed',
  'CancellationAttemptOk',
  'BookExtServiceUnavailable',
  'BookExtTimeout',
  'BookExtBadRequest',
  'BookExtPriceChanged',
  'BookExtUnavailability',
  'CancellationFeesApplicable',
  'BookProviderUnavailable',
] as const;
export type BookingEvent = (typeof bookingEvents)[number];

/**
 * The home cancel-quote and agent-fulfil outcomes the same spec line names only in words ("Home
 * cancel quote success or change quote failure, and agent-fulfil success or failure"); the
 * spellings are ours.
 */
export const homeQuoteAndAgentFulfilEvents = [
  'HomeCancelQuoteSuccess',
  'HomeChangeQuoteFailure',
  'AgentFulfilSuccess',
  'AgentFulfilFailure',
] as const;
export type HomeQuoteAndAgentFulfilEvent = (typeof homeQuoteAndAgentFulfilEvents)[number];
