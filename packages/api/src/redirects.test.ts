import { describe, expect, it } from 'vitest';
import { csrfTokenFromCookie } from './csrfToken';
import { redirectFor } from './redirects';

// spec: platform §8 "Global redirects by response code"
describe('redirectFor', () => {
  it.each([
    [403, 40105, 'onboarding'],
    [500, 40105, 'onboarding'],
    [401, 40105, 'onboarding'],
    [403, 40106, 'acknowledgement'],
    [401, 40103, 'access-denied'],
    [403, 40103, undefined],
    [403, 40102, 'access-denied-not-beta'],
    [401, undefined, 'login'],
    [401, 12345, 'login'],
    [500, undefined, undefined],
    [404, 40101, undefined],
  ])('status %i, code %s: %s', (status, code, target) => {
    expect(redirectFor(status, code)).toBe(target);
  });
});

describe('csrfTokenFromCookie', () => {
  it.each([
    ['csrf_token=abc', 'abc'],
    ['theme=dark; csrf_token=a%3Db; other=1', 'a=b'],
    ['csrf_token=x=y', 'x=y'],
    ['other=1', undefined],
    ['', undefined],
  ])('reads %o', (cookie, token) => {
    expect(csrfTokenFromCookie(cookie)).toBe(token);
  });
});
