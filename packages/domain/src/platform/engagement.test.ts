import { describe, expect, it } from 'vitest';
import {
  browserSessionCookie,
  browserSessionIdFromCookie,
  browserSessionCookieName,
} from './engagement';

// spec: platform §7 "POST /engagement/event: event, url, and a browser session id cookie"
describe('browser session cookie', () => {
  it('reads the id among other cookies, or none', () => {
    expect(browserSessionIdFromCookie(`a=1; ${browserSessionCookieName}=abc-1; b=2`)).toBe('abc-1');
    expect(browserSessionIdFromCookie('a=1')).toBeUndefined();
    expect(browserSessionIdFromCookie('')).toBeUndefined();
  });

  it('writes a session cookie (no expiry) for the whole site', () => {
    expect(browserSessionCookie('abc 1')).toBe(
      `${browserSessionCookieName}=abc%201; path=/; SameSite=Lax`,
    );
  });
});
