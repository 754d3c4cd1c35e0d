import { handlerListFor, type ScenarioId } from '@wayfare/mocks';
import { createMockServer } from '@wayfare/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { renderCheckout } from './renderCheckout';

/**
 * The fake backend for a checkout test file: it listens while the file runs and is back on the
 * happy path after each test; `play(scenario)` stages a scenario, `checkoutFor(scenario)` renders
 * useCheckout over it. Call it once, at the top of the file.
 */
export function checkoutServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  /** Replaces the server's handlers by those of a scenario (the happy path without one). */
  const play = (scenario?: ScenarioId) => server.resetHandlers(...handlerListFor(scenario));
  // Resetting to a scenario makes its handlers the ones a bare reset returns to, so each test
  // starts again from the happy path explicitly (the reset also forgets the backend's state).
  afterEach(() => {
    server.events.removeAllListeners();
    play();
  });

  /** useCheckout over a scenario, once the traveller, contact and accounts are loaded. */
  async function checkoutFor(
    scenario?: ScenarioId,
    options?: Parameters<typeof renderCheckout>[0],
  ) {
    play(scenario);
    return renderCheckout(options);
  }

  return { server, play, checkoutFor };
}
