import { browserSessionCookieName } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { browserSessions } from './browserSessions';

const cookieOf = (id: string) => `${browserSessionCookieName}=${id}`;

describe('the browser sessions of a long-running server', () => {
  it('are capped: the least recently seen is forgotten first', () => {
    const sessions = browserSessions(2);
    const first = sessions.forPage(undefined, undefined).session;
    const second = sessions.forPage(undefined, undefined).session;
    // The first is seen again, so the second is now the least recently seen.
    expect(sessions.forCall(cookieOf(first.id)).session).toBe(first);
    sessions.forPage(undefined, undefined);

    expect(sessions.size).toBe(2);
    expect(sessions.forCall(cookieOf(first.id)).session).toBe(first);
    expect(sessions.forCall(cookieOf(second.id)).session.id).not.toBe(second.id);
  });

  it('start fresh under the same id when a page names another scenario', () => {
    const sessions = browserSessions();
    const opened = sessions.forPage(undefined, 'session/40106-acknowledgement').session;
    const again = sessions.forPage(cookieOf(opened.id), null);
    expect(again.session).toMatchObject({ id: opened.id, scenario: null });
    expect(again.session.scope).not.toBe(opened.scope);
    // Its CSRF cookie again, as a fresh sign-in; the browser-session cookie stays as it is.
    expect(again.setCookies).toEqual([expect.stringMatching(/^csrf_token=/)]);
  });
});
