import { describe, expect, it } from 'vitest';
import { multiCityConfirmationCode } from './multiCityConfirmationCode';
import { routeTitle } from './routeTitle';

// spec: products §9 "route and multi-city titles show the first three cities then an ellipsis"
describe('routeTitle', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['New York'], 'New York'],
    [['New York', 'Chicago'], 'New York - Chicago'],
    [['New York', 'Chicago', 'Denver'], 'New York - Chicago - Denver'],
    [['New York', 'Chicago', 'Denver', 'Seattle'], 'New York - Chicago - Denver…'],
    [['A', 'B', 'C', 'D', 'E'], 'A - B - C…'],
  ])('%o -> %s', (cities, title) => {
    expect(routeTitle(cities)).toBe(title);
  });
});

// spec: products §9 "the confirmation code for multi-city bookings is the agent locator prefixed H-"
describe('multiCityConfirmationCode', () => {
  it.each([
    ['ABC123', 'H-ABC123'],
    ['H-ABC123', 'H-ABC123'],
    ['HABC12', 'H-HABC12'],
  ])('%s -> %s', (locator, code) => {
    expect(multiCityConfirmationCode(locator)).toBe(code);
  });
});
