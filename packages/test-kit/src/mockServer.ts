import { handlerListFor, type ScenarioId } from '@wayfare/mocks';
import { createMockServer } from '@wayfare/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The fake backend's server in Node, as `mockServer()` gives it. */
export type MockServer = ReturnType<typeof createMockServer>;

/**
 * The fake backend for a test file: it listens while the file runs and fails any request it has
 * no answer for; `play(scenario)` stages a scenario (the happy path without one). After each test
 * it is back on the happy path, with the backend's state forgotten and no listener of the test
 * left. Call it once, at the top of the file (or of a describe).
 */
export function mockServer() {
  const server = createMockServer();
  /** Replaces the server's handlers by those of a scenario (the happy path without one). */
  const play = (scenario?: ScenarioId) => server.resetHandlers(...handlerListFor(scenario));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // A reset to a scenario makes its handlers the ones a bare reset returns to, so each test
  // starts again from the happy path explicitly (the reset also forgets the backend's state).
  afterEach(() => {
    server.events.removeAllListeners();
    play();
  });
  afterAll(() => server.close());
  return { server, play };
}
