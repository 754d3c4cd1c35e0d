import {
  resetMockState,
  restoreMockState,
  snapshotMockState,
  type MockStateSnapshot,
} from './handlers/mockState';
import type { ScenarioId } from './scenarios';

/** Where the embedded backend keeps its state: one key of the tab's `sessionStorage`. */
export const mockStateStorageKey = 'wayfare.mockBackend';

/** What the backend needs of `sessionStorage` (a test passes its own). */
export type MockStateStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The backend a tab's session plays: the scenario its address last named (`null` for the happy
 * path, an unknown id included).
 */
export type SessionScenario = ScenarioId | null;

/** The stored form. A change of the snapshot's shape bumps the version, so older state is dropped. */
interface StoredMockState {
  readonly version: typeof version;
  readonly scenario: SessionScenario;
  readonly state: MockStateSnapshot;
}

const version = 1;

function readStored(storage: MockStateStorage | undefined): StoredMockState | undefined {
  try {
    const text = storage?.getItem(mockStateStorageKey);
    if (text == null) return undefined;
    const stored: unknown = JSON.parse(text);
    return typeof stored === 'object' &&
      stored !== null &&
      'version' in stored &&
      stored.version === version
      ? (stored as StoredMockState)
      : undefined;
  } catch {
    // Storage that refuses to be read (privacy modes), or that holds something not JSON.
    return undefined;
  }
}

/**
 * Takes up the state the tab's last page left, or starts fresh: on a new tab, when the address
 * names another scenario than the stored state's (`named`; `undefined` when it names none), or
 * when what is stored does not restore. Answers the session's scenario, to save with the state.
 */
export function resumeMockState(
  storage: MockStateStorage | undefined,
  named: SessionScenario | undefined,
): SessionScenario {
  const stored = readStored(storage);
  if (stored && (named === undefined || named === stored.scenario)) {
    try {
      restoreMockState(stored.state);
      return stored.scenario;
    } catch {
      // Junk that looked like our state: forget it, as below.
    }
  }
  resetMockState();
  return named ?? null;
}

/** Stores the whole state; storage that is full or refuses writes leaves the backend in memory. */
export function saveMockState(storage: MockStateStorage | undefined, scenario: SessionScenario) {
  const stored: StoredMockState = { version, scenario, state: snapshotMockState() };
  try {
    storage?.setItem(mockStateStorageKey, JSON.stringify(stored));
  } catch {
    // Nothing to do: this page still remembers; a reload starts fresh.
  }
}
