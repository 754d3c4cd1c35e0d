import { scenarioFor, type ScenarioId } from '@wayfare/mocks';

/**
 * A story's backend: the scenario's handlers by area, overriding the preview's happy path and
 * inheriting the rest (`parameters: playing('shop/unavailable')`).
 */
export const playing = (scenario: ScenarioId) => ({
  msw: { handlers: scenarioFor(scenario).handlers },
});
