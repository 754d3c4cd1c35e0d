import { describe, expect, it } from 'vitest';
import { exchangeFlowStepResultsOf } from './flightExchange';

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
