import { describe, expect, it } from 'vitest';
import { loginPath, parseLoginQuery } from './loginQuery';

// spec: platform §6, §8: the login-code post, and users "arriving from the admin portal".
describe('login query', () => {
  it('reads the code and the admin-portal source', () => {
    expect(parseLoginQuery('?code=abc&source=admin')).toEqual({
      code: 'abc',
      isFromAdminPortal: true,
    });
    expect(parseLoginQuery('?code=&source=web')).toEqual({
      code: undefined,
      isFromAdminPortal: false,
    });
  });

  it('round-trips', () => {
    const query = { code: 'a b&c', isFromAdminPortal: true };
    expect(parseLoginQuery(new URL(loginPath(query), 'https://x.test').search)).toEqual(query);
    expect(loginPath()).toBe('/login/');
  });
});
