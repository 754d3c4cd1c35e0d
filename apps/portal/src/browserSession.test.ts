import { browserSessionCookieName } from '@wayfare/domain';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, type CookieJar } from './browserSession';

/** A cookie jar that, like document.cookie, adds a cookie on write and lists them on read. */
function jar(initial: string[] = []): CookieJar & { written: string[] } {
  const cookies = [...initial];
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookies.join('; ');
    },
    set cookie(value: string) {
      written.push(value);
      cookies.push(value.split(';')[0] ?? '');
    },
  };
}

describe('openBrowserSession', () => {
  it('opens a session once, then keeps its id', () => {
    const cookies = jar(['other=1']);
    expect(openBrowserSession(cookies, () => 'id-1')).toBe('id-1');
    expect(openBrowserSession(cookies, () => 'id-2')).toBe('id-1');
    expect(cookies.written).toEqual([`${browserSessionCookieName}=id-1; path=/; SameSite=Lax`]);
  });
});
