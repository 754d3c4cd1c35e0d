import { describe, expect, it } from 'vitest';
import { isLoggedIn, sessionInfoSchema } from './sessionInfo';

describe('session info', () => {
  // spec: platform §3 "A session counts as logged in when a csrf token is present."
  it.each([
    [{ csrfToken: 'token' }, true],
    [{ csrfToken: '' }, false],
    [{}, false],
  ])('%o is logged in: %s', (session, loggedIn) => {
    expect(isLoggedIn(session)).toBe(loggedIn);
  });

  it('accepts a guest with a first name and email only (spec: platform §6)', () => {
    const parsed = sessionInfoSchema.safeParse({
      userId: 'guest-1',
      userInfo: { firstName: 'Sam', email: 'sam@example.com' },
      csrfToken: 'csrf',
    });
    expect(parsed.success).toBe(true);
  });

  it('rejects a session without user info', () => {
    expect(sessionInfoSchema.safeParse({ userId: 'u-1' }).success).toBe(false);
  });
});
