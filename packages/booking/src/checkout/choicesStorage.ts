/** The part of the Web Storage API the checkout uses, so tests and servers can pass their own. */
export type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage kept in memory: for tests, and where the browser has none (server rendering). */
export function createMemoryStorage(initial: Record<string, string> = {}): StringStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The browser's session storage, or memory where there is none. Reading `sessionStorage` can
 * throw (storage disabled by the user's privacy settings), which must not break the checkout.
 */
export function defaultSessionStorage(): StringStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage is blocked: the choices live only as long as the page.
  }
  return createMemoryStorage();
}

/** The browser's local storage, or memory where there is none (see defaultSessionStorage). */
export function defaultLocalStorage(): StringStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // As above.
  }
  return createMemoryStorage();
}
