import type { RequestHandler } from 'msw';
import type { SessionScenario } from '../mockStateStorage';
import { handlerListFor } from '../scenarios';

const lists = new Map<SessionScenario, RequestHandler[]>();

/**
 * The handlers of a session's scenario, made once per scenario and shared by its sessions: their
 * state is the session scope's, and making the happy path's handlers again for every call would be
 * work for nothing.
 */
export function scenarioHandlers(scenario: SessionScenario): RequestHandler[] {
  const made = lists.get(scenario) ?? handlerListFor(scenario ?? undefined);
  lists.set(scenario, made);
  return made;
}
