import { setupWorker } from 'msw/browser';
import { openCsrfSession } from './handlers/csrfSession';
import { handlerListFor, isScenarioId, type ScenarioId } from './scenarios';

export interface MockBackendOptions {
  /** The scenario to play; an unknown id plays the happy path. */
  readonly scenario?: string | null;
  /** Where the worker script is served, relative to the page. */
  readonly serviceWorkerUrl?: string;
  readonly quiet?: boolean;
}

/**
 * Starts the fake backend in the browser: the portal's embedded backend and the demo builds.
 * Requests to the API that no handler answers fail loudly; everything else passes through.
 */
export async function startMockBackend(
  options: MockBackendOptions = {},
): Promise<ScenarioId | undefined> {
  const scenario = isScenarioId(options.scenario) ? options.scenario : undefined;
  // The cardholder signed in before the portal opened: the page holds the session's CSRF cookie
  // from the first call on, whatever an earlier visit left (spec: platform §7).
  openCsrfSession();
  const worker = setupWorker(...handlerListFor(scenario));
  await worker.start({
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return scenario;
}
