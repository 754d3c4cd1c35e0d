import { describe, expect, it } from 'vitest';
import { delegatingAgentEmail, isAdminSession, isLoggedIn, sessionInfoSchema } from './sessionInfo';

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

describe('roles of a session', () => {
  const corporateInfo = (role: string[]) => ({
    permissions: { canViewAdmin: false, canViewUsers: false },
    businessIsLive: true,
    role,
    businessId: 'b',
    businessName: 'B',
  });

  // spec: platform §6 "consumer-tenant Admin label" (the role value is ours: "admin").
  it.each([
    [undefined, false],
    [corporateInfo([]), false],
    [corporateInfo(['traveler']), false],
    [corporateInfo(['Admin']), true],
  ])('%o is an admin session: %s', (info, admin) => {
    expect(isAdminSession({ corporateInfo: info })).toBe(admin);
  });

  // spec: platform §1, §6 "delegated session, agent email".
  it('names the agent of a delegated session only', () => {
    expect(delegatingAgentEmail({ isDelegatedSession: true, agentEmail: 'a@x.com' })).toBe(
      'a@x.com',
    );
    expect(delegatingAgentEmail({ isDelegatedSession: false, agentEmail: 'a@x.com' })).toBe(
      undefined,
    );
    expect(delegatingAgentEmail({ agentEmail: 'a@x.com' })).toBe(undefined);
  });
});
