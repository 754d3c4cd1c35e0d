import { setupServer } from 'msw/node';
import { handlerListFor, type ScenarioId } from './scenarios';

/** The fake backend for Node tests; pair it with `onUnhandledRequest: 'error'` when listening. */
export function createMockServer(scenarioId?: ScenarioId) {
  return setupServer(...handlerListFor(scenarioId));
}
