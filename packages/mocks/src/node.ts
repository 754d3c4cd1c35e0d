import { setupServer } from 'msw/node';
import { resetMockState } from './handlers/mockState';
import { handlerListFor, type ScenarioId } from './scenarios';

/**
 * The fake backend for Node tests; pair it with `onUnhandledRequest: 'error'` when listening.
 * Its `resetHandlers` also forgets the backend's state (quotes, bookings, saved travelers and
 * cards), so tests that reset handlers between them (afterEach) never share a session.
 */
export function createMockServer(scenarioId?: ScenarioId) {
  const server = setupServer(...handlerListFor(scenarioId));
  const resetHandlers = server.resetHandlers.bind(server);
  server.resetHandlers = (...handlers: Parameters<typeof resetHandlers>) => {
    resetMockState();
    resetHandlers(...handlers);
  };
  return server;
}
