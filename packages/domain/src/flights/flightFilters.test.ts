import { describe, expect, it } from 'vitest';
import {
  flightFilterCombination,
  isSpecialLowCostAirline,
  passesStopsFilter,
  type FlightFilterKind,
  type StopsFilter,
} from './flightFilters';

// spec: products §3 "stops filters any, none, one or less, two or less"
describe('passesStopsFilter', () => {
  it.each<[number, StopsFilter, boolean]>([
    [0, 'any', true],
    [5, 'any', true],
    [0, 'none', true],
    [1, 'none', false],
    [1, 'one or less', true],
    [2, 'one or less', false],
    [2, 'two or less', true],
    [3, 'two or less', false],
  ])('%d stops, %s -> %s', (stops, filter, passes) => {
    expect(passesStopsFilter(stops, filter)).toBe(passes);
  });
});

// spec: products §3 "flight filter kinds NonStop, ShortLayover, NoLCC and combinations"
describe('flightFilterCombination', () => {
  it.each<[FlightFilterKind[], string]>([
    [[], 'None'],
    [['NonStop'], 'NonStop'],
    [['ShortLayover'], 'ShortLayover'],
    [['NoLCC'], 'NoLCC'],
    [['NoLCC', 'NonStop'], 'NonStopNoLCC'],
    [['ShortLayover', 'NoLCC', 'NoLCC'], 'ShortLayoverNoLCC'],
    [['ShortLayover', 'NonStop'], 'NonStop'],
    [['NonStop', 'ShortLayover', 'NoLCC'], 'NonStopNoLCC'],
  ])('%o -> %s', (kinds, combination) => {
    expect(flightFilterCombination(kinds)).toBe(combination);
  });
});

// spec: products §3 "Code WN identifies one low-cost airline specially"
describe('isSpecialLowCostAirline', () => {
  it.each([
    ['WN', true],
    ['wn', true],
    [' WN ', true],
    ['NK', false],
    ['', false],
  ])('%j -> %s', (code, special) => {
    expect(isSpecialLowCostAirline(code)).toBe(special);
  });
});
