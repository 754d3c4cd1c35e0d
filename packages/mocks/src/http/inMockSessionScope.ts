import { AsyncLocalStorage } from 'node:async_hooks';
import { takeMockSessionScopeFrom, type MockSessionScope } from '../handlers/sessionScope';

// Node only: it follows a request's awaits, so interleaved calls of two sessions (a `slow` fault
// waiting in one while the other books) each see their own state. A global "current session"
// swapped around each call would be another session's by the time a wait ends.
const requestScope = new AsyncLocalStorage<MockSessionScope>();
let taken = false;

/** Runs `play` (and every await it makes) as the fake backend of one browser session. */
export function inMockSessionScope<T>(scope: MockSessionScope, play: () => T): T {
  // On first use rather than at import: the package declares no side effects.
  if (!taken) takeMockSessionScopeFrom(() => requestScope.getStore());
  taken = true;
  return requestScope.run(scope, play);
}
