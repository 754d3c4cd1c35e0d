import { browserSessionCookie, browserSessionIdFromCookie } from '@wayfare/domain';

/** The part of `document` the browser session needs, so a test can pass its own. */
export interface CookieJar {
  cookie: string;
}

/**
 * Opens the browser session the engagement events carry (spec: platform §7 "a browser session id
 * cookie"), once: a session already open keeps its id.
 */
export function openBrowserSession(jar: CookieJar, newId: () => string): string {
  const existing = browserSessionIdFromCookie(jar.cookie);
  if (existing !== undefined) return existing;
  const id = newId();
  jar.cookie = browserSessionCookie(id);
  return id;
}
