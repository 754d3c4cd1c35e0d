/**
 * Whose fake backend a handler is playing. The browser's worker, Storybook and Node tests play one
 * backend per page or process: the default scope, always. The Node HTTP backend
 * (`@wayfare/mocks/http`) serves many browser sessions from one process, their calls interleaved
 * across the handlers' awaits, so it gives each session a scope and makes the current one come
 * from the request being answered (`AsyncLocalStorage`, which only Node has: this module stays
 * free of it, so the browser bundles it as it is).
 */
export interface MockSessionScope {
  /** For a reader of logs and a debugger: the browser session's id, or `default`. */
  readonly name: string;
}

export const newMockSessionScope = (name: string): MockSessionScope => ({ name });

const defaultScope = newMockSessionScope('default');

let scopeSource: () => MockSessionScope | undefined = () => undefined;

/** The scope of the request being answered, or the default one outside any. */
export const currentMockSessionScope = (): MockSessionScope => scopeSource() ?? defaultScope;

/**
 * Makes the current scope come from `source` (the Node HTTP backend's `AsyncLocalStorage`); where
 * it answers none, the default scope is current.
 */
export function takeMockSessionScopeFrom(source: () => MockSessionScope | undefined): void {
  scopeSource = source;
}

/** One state module's value, one per scope. */
export interface SessionState<T> {
  get(): T;
  set(value: T): void;
}

/**
 * A state module's value, kept per scope: a scope that has not seen it yet starts from
 * `initial()`. Held weakly, so a browser session the HTTP backend forgets takes its state with it.
 */
export function sessionState<T>(initial: () => T): SessionState<T> {
  // Boxed, so a value that may itself be undefined (a signed-out CSRF token) is still a value.
  const values = new WeakMap<MockSessionScope, { readonly value: T }>();
  return {
    get() {
      const scope = currentMockSessionScope();
      const box = values.get(scope) ?? { value: initial() };
      values.set(scope, box);
      return box.value;
    },
    set: (value) => void values.set(currentMockSessionScope(), { value }),
  };
}
