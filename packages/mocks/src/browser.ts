import { setupWorker } from 'msw/browser';
import { resumeMockState, saveMockState, type MockStateStorage } from './mockStateStorage';
import { handlerListFor, isScenarioId, type ScenarioId } from './scenarios';

export { fetchedHostedCardFieldsFrame } from './handlers/fetchedHostedCardFieldsFrame';

export interface MockBackendOptions {
  /** The scenario to play; an unknown id plays the happy path. */
  readonly scenario?: string | null;
  /** Where the worker script is served, relative to the page. */
  readonly serviceWorkerUrl?: string;
  readonly quiet?: boolean;
}

/** The tab's session storage, or none where the browser refuses it (some privacy modes throw). */
function tabSessionStorage(): MockStateStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the fake backend in the browser: the portal's embedded backend and the demo builds.
 * Requests to the API that no handler answers fail loudly; everything else passes through.
 *
 * It keeps its state (quotes, bookings and their nights, travelers, cards, wishlists, spent
 * faults, the CSRF session) for the tab's session, as a real backend would across a reload: it
 * takes up what the tab's last page left, unless the address names another scenario than that
 * page's, and stores it again after each request it handles.
 */
export async function startMockBackend(
  options: MockBackendOptions = {},
): Promise<ScenarioId | undefined> {
  const scenario = isScenarioId(options.scenario) ? options.scenario : undefined;
  const storage = tabSessionStorage();
  // A fresh session has the cardholder signed in before the portal opened, its CSRF cookie set in
  // the page; a resumed one sets the cookie to the token it had issued (spec: platform §7).
  const sessionScenario = resumeMockState(
    storage,
    options.scenario == null ? undefined : (scenario ?? null),
  );
  saveMockState(storage, sessionScenario);
  const worker = setupWorker(...handlerListFor(scenario));
  // `request:end` follows the handlers' changes and comes before the page reads their answer
  // (`response:mocked` comes after, and never for a network-error fault), so a reload right after
  // an answer finds the state that made it.
  worker.events.on('request:end', () => saveMockState(storage, sessionScenario));
  await worker.start({
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return scenario;
}

export { mockStateStorageKey } from './mockStateStorage';
