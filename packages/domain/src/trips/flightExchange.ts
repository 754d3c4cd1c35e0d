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

/** Where a running exchange stands: the step it reached and that step's result. */
export interface ExchangeFlowAnswer {
  readonly step: ExchangeFlowStep;
  readonly result: ExchangeFlowStepResult;
}

/**
 * Whether an exchange has gone as far as it goes online (ours, from products §4's steps): a step
 * failed, or the agent fulfil step answered, its Success meaning the request reached the agents,
 * who finish the change (the new tickets) and email the itinerary. Anything else is still running.
 */
export function isExchangeFlowSettled(answer: ExchangeFlowAnswer): boolean {
  return answer.result === 'Failure' || answer.step === 'AgentFulfil';
}

/** The answer of a settled exchange: the change was requested from the agents, or it failed. */
export function exchangeFlowOutcomeOf(answer: ExchangeFlowAnswer): 'requested' | 'failed' {
  return answer.result === 'Failure' ? 'failed' : 'requested';
}

/**
 * The state of each step of the flow as an answer leaves it (for the progress the modal shows):
 * before any answer the first step is under way; a Pending step is under way; after a step's
 * Success the next one is (or every step is done, after the last); a failed step failed. Steps
 * before the one under way are done, steps after it wait.
 */
export type ExchangeFlowStepState = 'done' | 'current' | 'failed' | 'waiting';

export function exchangeFlowStepStates(
  answer: ExchangeFlowAnswer | undefined,
): Record<ExchangeFlowStep, ExchangeFlowStepState> {
  const reached = answer === undefined ? 0 : exchangeFlowSteps.indexOf(answer.step);
  const current = answer?.result === 'Success' ? reached + 1 : reached;
  const stateAt = (index: number): ExchangeFlowStepState => {
    if (index < current) return 'done';
    if (index > current) return 'waiting';
    return answer?.result === 'Failure' ? 'failed' : 'current';
  };
  return Object.fromEntries(
    exchangeFlowSteps.map((step, index) => [step, stateAt(index)]),
  ) as Record<ExchangeFlowStep, ExchangeFlowStepState>;
}
