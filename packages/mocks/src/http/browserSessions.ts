import { randomUUID } from 'node:crypto';
import { browserSessionCookie, browserSessionIdFromCookie } from '@wayfare/domain';
import { csrfSetCookie, issuedCsrfToken } from '../handlers/csrfSession';
import { resetMockState } from '../handlers/mockState';
import { newMockSessionScope, type MockSessionScope } from '../handlers/sessionScope';
import type { SessionScenario } from '../mockStateStorage';
import { inMockSessionScope } from './inMockSessionScope';

/** One browser session's fake backend: its state's scope and the scenario it plays. */
export interface BrowserSession {
  readonly id: string;
  readonly scope: MockSessionScope;
  readonly scenario: SessionScenario;
}

/** The session a request belongs to, and the cookies its answer sets (none for a resumed one). */
export interface SessionFound {
  readonly session: BrowserSession;
  readonly setCookies: readonly string[];
}

/** How many sessions a long-running server remembers; the least recently seen goes first. */
export const browserSessionCap = 500;

/**
 * The browser sessions one HTTP backend serves, by the id of their browser-session cookie
 * (@wayfare/domain's, which the portal keeps when it finds one, so the page's id is the server's).
 */
export function browserSessions(cap = browserSessionCap) {
  const sessions = new Map<string, BrowserSession>();

  /** A known session, seen again: it moves to the back of the queue to forget. */
  function seen(cookieHeader: string | undefined): BrowserSession | undefined {
    const id = browserSessionIdFromCookie(cookieHeader ?? '');
    const session = id === undefined ? undefined : sessions.get(id);
    if (session === undefined) return undefined;
    sessions.delete(session.id);
    sessions.set(session.id, session);
    return session;
  }

  /**
   * A session starting fresh: the happy path's sign-in, as before the portal opens, so its CSRF
   * cookie is set with it (spec: platform §7), and the browser-session cookie when it is new.
   */
  function startFresh(id: string | undefined, scenario: SessionScenario): SessionFound {
    const sessionId = id ?? randomUUID();
    const session = { id: sessionId, scope: newMockSessionScope(sessionId), scenario };
    const csrfCookie = inMockSessionScope(session.scope, () => {
      resetMockState();
      return csrfSetCookie(issuedCsrfToken());
    });
    sessions.delete(session.id);
    sessions.set(session.id, session);
    for (const oldest of sessions.keys()) {
      if (sessions.size <= cap) break;
      sessions.delete(oldest);
    }
    return {
      session,
      setCookies: [...(id === undefined ? [browserSessionCookie(session.id)] : []), csrfCookie],
    };
  }

  return {
    /**
     * A page opens or takes up its session, as the in-browser backend does with the tab's storage
     * (`resumeMockState`): a page naming another scenario than its session's starts it fresh
     * with that one (`null`, the happy path, for an unknown id); a page naming none
     * (`undefined`) keeps the session's scenario and state. A cookie the server does not know
     * (it restarted) is a new session, under a new id.
     */
    forPage(cookieHeader: string | undefined, named: SessionScenario | undefined): SessionFound {
      const session = seen(cookieHeader);
      if (session === undefined) return startFresh(undefined, named ?? null);
      if (named !== undefined && named !== session.scenario) return startFresh(session.id, named);
      return { session, setCookies: [] };
    },

    /** A call finds its page's session; one without (no page was opened) opens its own. */
    forCall(cookieHeader: string | undefined): SessionFound {
      const session = seen(cookieHeader);
      return session === undefined ? startFresh(undefined, null) : { session, setCookies: [] };
    },

    /** How many sessions are remembered. */
    get size() {
      return sessions.size;
    },
  };
}

export type BrowserSessions = ReturnType<typeof browserSessions>;
