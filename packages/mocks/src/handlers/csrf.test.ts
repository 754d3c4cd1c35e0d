import { apiBasePath, csrfCookieName } from '@wayfare/domain';
import { mockServer } from '@wayfare/test-kit/server';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../fixtures/sessionInfo';
import { issuedCsrfToken } from './csrfSession';

const { play } = mockServer();

const at = (path: string) => `http://wayfare.test${path}`;

function call(method: string, path: string, csrfToken?: string) {
  return fetch(at(path), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(csrfToken === undefined ? {} : { 'H-Csrf-Token': csrfToken }),
    },
    body: method === 'GET' ? undefined : '{}',
  });
}

const travelersList = `${apiBasePath}/passengers/list`;

// spec: platform §7 "a CSRF header (H-Csrf-Token) taken from a cookie"
describe('the fake backend: CSRF', () => {
  it("issues the session's token in a cookie at sign-in", async () => {
    const response = await call('POST', `${apiBasePath}/auth/loginCode`);
    expect(response.headers.get('Set-Cookie')).toBe(
      `${csrfCookieName}=${signedInSession.csrfToken}; Path=/; SameSite=Strict`,
    );
    expect(issuedCsrfToken()).toBe(signedInSession.csrfToken);
  });

  it('refuses a mutating call without the header with a 403 that says why', async () => {
    const response = await call('PUT', travelersList);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: `PUT ${travelersList} was sent without the session's H-Csrf-Token header, or with another token.`,
    });
  });

  it('refuses a wrong token, under every API base', async () => {
    for (const path of [travelersList, '/api/v1/homes/addMainGuest', '/admin/api/v0/anything'])
      expect((await call('POST', path, 'csrf-token-forged')).status, path).toBe(403);
  });

  it("lets a call with the session's token through to its own handler", async () => {
    const response = await call('PUT', travelersList, signedInSession.csrfToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('value');
  });

  it('checks no read', async () => {
    expect((await call('GET', `${apiBasePath}/credit`)).status).toBe(200);
  });

  it('keeps the token issued at sign-in when user info answers: calls sent alongside it pass', async () => {
    play('session/corporate-no-admin');
    const userInfo = await call('GET', `${apiBasePath}/userInfo`);
    expect(userInfo.headers.get('Set-Cookie')).toBeNull();
    expect((await call('PUT', travelersList, signedInSession.csrfToken)).status).toBe(200);
  });

  it("a sign-in issues the session's own token", async () => {
    play('session/corporate-no-admin');
    await call('POST', `${apiBasePath}/auth/loginCode`);
    expect((await call('PUT', travelersList, signedInSession.csrfToken)).status).toBe(403);
    expect((await call('PUT', travelersList, 'csrf-token-grace')).status).toBe(200);
  });

  describe('signed out (session/logged-out)', () => {
    it('clears the cookie, and refuses the calls that need a session', async () => {
      play('session/logged-out');
      const session = await call('GET', `${apiBasePath}/userInfo`);
      expect(session.headers.get('Set-Cookie')).toBe(
        `${csrfCookieName}=; Path=/; Max-Age=0; SameSite=Strict`,
      );
      const refused = await call('PUT', travelersList, signedInSession.csrfToken);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        message: `PUT ${travelersList} needs a signed-in session: none is open.`,
      });
    });

    it('answers the calls that need no session: events and the login-code post', async () => {
      play('session/logged-out');
      await call('GET', `${apiBasePath}/userInfo`);
      expect((await call('POST', `${apiBasePath}/tracking/event`)).status).toBe(204);
      expect((await call('POST', `${apiBasePath}/engagement/event`)).status).toBe(204);
      expect((await call('POST', `${apiBasePath}/auth/loginCode`)).status).toBe(200);
    });
  });

  it('opens the happy path session again on reset', () => {
    expect(issuedCsrfToken()).toBe(signedInSession.csrfToken);
  });
});
