import { describe, expect, it } from 'vitest';
import {
  exchangeFlowOutcomeOf,
  exchangeFlowStepResultsOf,
  exchangeFlowStepStates,
  exchangeFlowSteps,
  isExchangeFlowSettled,
  type ExchangeFlowAnswer,
} from './flightExchange';

// spec: products §4 "Exchange and booking flow steps: shop, price quote schedule/poll, book
// schedule/poll, agent fulfil; each success or failure; poll also pending".
describe('exchangeFlowStepResultsOf', () => {
  it.each([
    ['Shop', ['Success', 'Failure']],
    ['PriceQuoteSchedule', ['Success', 'Failure']],
    ['PriceQuotePoll', ['Success', 'Failure', 'Pending']],
    ['BookSchedule', ['Success', 'Failure']],
    ['BookPoll', ['Success', 'Failure', 'Pending']],
    ['AgentFulfil', ['Success', 'Failure']],
  ] as const)('%s: %j', (step, results) => {
    expect(exchangeFlowStepResultsOf(step)).toEqual(results);
  });
});

describe('isExchangeFlowSettled', () => {
  it('settles on a failure at any step, and once the request reached the agents (agent fulfil)', () => {
    expect(isExchangeFlowSettled({ step: 'Shop', result: 'Failure' })).toBe(true);
    expect(isExchangeFlowSettled({ step: 'AgentFulfil', result: 'Success' })).toBe(true);
    expect(isExchangeFlowSettled({ step: 'BookPoll', result: 'Pending' })).toBe(false);
    expect(isExchangeFlowSettled({ step: 'BookPoll', result: 'Success' })).toBe(false);
  });

  it('reads a settled answer as requested or failed', () => {
    expect(exchangeFlowOutcomeOf({ step: 'AgentFulfil', result: 'Success' })).toBe('requested');
    expect(exchangeFlowOutcomeOf({ step: 'AgentFulfil', result: 'Failure' })).toBe('failed');
  });
});

describe('exchangeFlowStepStates', () => {
  const states = (answer?: ExchangeFlowAnswer) =>
    exchangeFlowSteps.map((step) => exchangeFlowStepStates(answer)[step]);

  it.each([
    [undefined, ['current', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']],
    [
      { step: 'Shop', result: 'Success' },
      ['done', 'current', 'waiting', 'waiting', 'waiting', 'waiting'],
    ],
    [
      { step: 'PriceQuotePoll', result: 'Pending' },
      ['done', 'done', 'current', 'waiting', 'waiting', 'waiting'],
    ],
    [
      { step: 'BookPoll', result: 'Failure' },
      ['done', 'done', 'done', 'done', 'failed', 'waiting'],
    ],
    [{ step: 'BookPoll', result: 'Success' }, ['done', 'done', 'done', 'done', 'done', 'current']],
    [{ step: 'AgentFulfil', result: 'Success' }, ['done', 'done', 'done', 'done', 'done', 'done']],
  ] as const)('after %j: %j', (answer, expected) => {
    expect(states(answer)).toEqual(expected);
  });
});
