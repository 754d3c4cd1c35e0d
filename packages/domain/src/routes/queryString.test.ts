import { describe, expect, it } from 'vitest';
import { buildQueryString, readQuery } from './queryString';

// The parsers of this folder read a URLSearchParams or a search string, and never throw on a hand-edited one.
describe('readQuery', () => {
  it.each([
    ['?a=1&b=two', 'a', '1'],
    ['a=1&b=two', 'b', 'two'],
    ['?a=1&a=2', 'a', '1'],
    ['?name=New+York', 'name', 'New York'],
    ['?name=S%C3%A3o%20Paulo', 'name', 'São Paulo'],
    ['?flag', 'flag', ''],
    ['?&&a=1&', 'a', '1'],
    ['?a=1', 'missing', null],
    ['', 'a', null],
  ])('%s: %s is %s', (search, key, expected) => {
    expect(readQuery(search).get(key)).toBe(expected);
  });

  it('does not throw on a malformed escape', () => {
    expect(() => readQuery('?a=%E0%A4%A').get('a')).not.toThrow();
  });

  it('passes a URLSearchParams through', () => {
    const params = new URLSearchParams('x=1');
    expect(readQuery(params)).toBe(params);
  });
});

describe('buildQueryString', () => {
  it.each([
    [[], ''],
    [[['a', undefined]], ''],
    [
      [
        ['a', 'x y'],
        ['b', 2],
        ['c', undefined],
      ],
      '?a=x+y&b=2',
    ],
    [[['json', '{"k":"a&b=c"}']], '?json=%7B%22k%22%3A%22a%26b%3Dc%22%7D'],
  ] as const)('%j gives %s', (entries, expected) => {
    expect(buildQueryString(entries)).toBe(expected);
  });

  it('is read back by URLSearchParams', () => {
    const built = buildQueryString([['name', 'Cap d’Agde + Sète']]);
    expect(new URLSearchParams(built).get('name')).toBe('Cap d’Agde + Sète');
  });
});
