import type { ScenarioId } from '@wayfare/mocks';
import { mockServer } from '@wayfare/test-kit/server';
import { renderCheckout } from './renderCheckout';

/**
 * The fake backend for a checkout test file (the test kit's `mockServer()`: `play(scenario)`
 * stages a scenario, each test starts again from the happy path), and `checkoutFor(scenario)`
 * to render useCheckout over a scenario. Call it once, at the top of the file.
 */
export function checkoutServer() {
  const { server, play } = mockServer();

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
