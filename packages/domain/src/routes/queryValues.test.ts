import { describe, expect, it } from 'vitest';
import {
  parseQueryCount,
  parseQueryEnum,
  parseQueryFlag,
  parseQueryIndex,
  parseQueryInteger,
  parseQueryText,
  queryFlagValue,
} from './queryValues';

// spec: platform §1, §2 flags are written "isTravelApp=true"; a hand-edited address must not throw.
describe('parseQueryFlag and queryFlagValue', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' true ', true],
    ['false', false],
    ['1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j is %s', (value, expected) => {
    expect(parseQueryFlag(value)).toBe(expected);
  });

  it('writes only a true flag', () => {
    expect(queryFlagValue(true)).toBe('true');
    expect(queryFlagValue(false)).toBeUndefined();
  });
});

describe('parseQueryEnum', () => {
  const values = ['Miles', 'Cash'] as const;
  it.each([
    ['Miles', 'Miles'],
    ['Cash', 'Cash'],
    ['cash', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseQueryEnum(values, value)).toBe(expected);
  });
});

describe('parseQueryText', () => {
  it.each([
    ['Paris', 'Paris'],
    ['  ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j is %j', (value, expected) => {
    expect(parseQueryText(value)).toBe(expected);
  });
});

describe('parseQueryInteger and parseQueryIndex', () => {
  it.each([
    ['0', 0, 0],
    ['7', 7, 7],
    ['+3', 3, 3],
    [' 4 ', 4, 4],
    ['-1', -1, undefined],
    ['2.5', undefined, undefined],
    ['1e3', undefined, undefined],
    ['abc', undefined, undefined],
    ['99999999999999999999', undefined, undefined],
    ['', undefined, undefined],
    [null, undefined, undefined],
  ])('%j: integer %j, index %j', (value, integer, index) => {
    expect(parseQueryInteger(value)).toBe(integer);
    expect(parseQueryIndex(value)).toBe(index);
  });
});

describe('parseQueryCount', () => {
  const bounds = { min: 1, max: 16, fallback: 2 };
  it.each([
    ['1', 1],
    ['16', 16],
    ['17', 16],
    ['0', 1],
    ['-5', 1],
    ['two', 2],
    ['', 2],
    [null, 2],
  ])('%j is %s', (value, expected) => {
    expect(parseQueryCount(value, bounds)).toBe(expected);
  });
});
