/** What the flight exchange modal shows (spec: products §2 "Flight exchange screen states"). */
export const flightExchangeScreenStates = [
  'ChangeAirports',
  'ChangeDateTime',
  'ChangeFailed',
  'ChangeRequested',
  'ContactAirline',
  'ContactSupport',
  'GoToExchange',
  'IneligibleForExchange',
  'ItineraryNotFound',
  'LoadFailed',
  'LoadingOrProcessing',
  'SliceSelection',
  'TicketedVoidable',
  'TooManyAttemptsSupport',
  'LegacyTicketedVoidable',
] as const;
export type FlightExchangeScreenState = (typeof flightExchangeScreenStates)[number];

/** Whether a booking can be exchanged (spec: products §4 "Exchange: eligible, not eligible, failure"; spellings ours). */
export const exchangeEligibilities = ['Eligible', 'NotEligible', 'Failure'] as const;
export type ExchangeEligibility = (typeof exchangeEligibilities)[number];

/**
 * The steps of an exchange and of its booking, in order (spec: products §4 "shop, price quote
 * schedule/poll, book schedule/poll, agent fulfil"; spellings ours).
 */
export const exchangeFlowSteps = [
  'Shop',
  'PriceQuoteSchedule',
  'PriceQuotePoll',
  'BookSchedule',
  'BookPoll',
  'AgentFulfil',
] as const;
export type ExchangeFlowStep = (typeof exchangeFlowSteps)[number];

/** What one exchange step can give (spec: products §4). */
export const exchangeFlowStepResults = ['Success', 'Failure', 'Pending'] as const;
export type ExchangeFlowStepResult = (typeof exchangeFlowStepResults)[number];

/**
 * spec: products §4 "each success or failure; poll also pending": the results a step can give.
 */
export function exchangeFlowStepResultsOf(
  step: ExchangeFlowStep,
): readonly ExchangeFlowStepResult[] {
  return step === 'PriceQuotePoll' || step === 'BookPoll'
    ? ['Success', 'Failure', 'Pending']
    : ['Success', 'Failure'];
}
