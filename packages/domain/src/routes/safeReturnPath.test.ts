import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

const origin = 'https://portal.example';

// spec: platform §4 "Unauthorized (401) responses save the current path and send the user to the
// login route": after login only a path on the portal itself may be followed.
describe('safeReturnPath', () => {
  it.each([
    [
      'a path',
      '/vacation-rentals/shop/?listingId=1#gallery',
      '/vacation-rentals/shop/?listingId=1#gallery',
    ],
    ['home', '/', '/'],
    ['a full address on the portal', 'https://portal.example/trips/?tab=past', '/trips/?tab=past'],
    ['the portal in other case', 'HTTPS://Portal.Example/faq/', '/faq/'],
    ['the bare portal origin', 'https://portal.example', '/'],
    ['an encoded slash stays a path', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['nothing saved', null, '/'],
    ['an empty path', '', '/'],
    ['a protocol-relative address', '//evil.example', '/'],
    ['a protocol-relative address with a path', '//evil.example/vacation-rentals/', '/'],
    ['another origin', 'https://evil.example/', '/'],
    ['an origin that extends the portal host', 'https://portal.example.evil.example/x', '/'],
    ['credentials before another host', 'https://portal.example@evil.example/', '/'],
    ['another scheme on the portal host', 'http://portal.example/faq/', '/'],
    ['javascript', 'javascript:alert(1)', '/'],
    ['javascript with a leading slash trick', '/javascript:alert(1)', '/javascript:alert(1)'],
    ['a backslash', '/\\evil.example', '/'],
    ['two backslashes', '\\\\evil.example', '/'],
    ['a tab between slashes', '/\t/evil.example', '/'],
    ['a line break', '/\n/evil.example', '/'],
    ['a leading space', ' //evil.example', '/'],
    ['a relative path', 'faq/', '/'],
    ['a query alone on the portal origin', 'https://portal.example?next=//evil.example', '/'],
  ])('%s: %j gives %j', (_, saved, expected) => {
    expect(safeReturnPath(saved, origin)).toBe(expected);
  });

  it('keeps plain paths when the portal origin is unknown', () => {
    expect(safeReturnPath('/faq/', '')).toBe('/faq/');
    expect(safeReturnPath('https://portal.example/faq/', '')).toBe('/');
  });

  it('ignores a trailing slash on the portal origin', () => {
    expect(safeReturnPath('https://portal.example/faq/', 'https://portal.example/')).toBe('/faq/');
  });
});
