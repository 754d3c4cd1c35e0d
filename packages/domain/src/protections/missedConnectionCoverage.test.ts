import { describe, expect, it } from 'vitest';
import {
  isMissedConnectionServiceFree,
  missedConnectionCoverageCap,
} from './missedConnectionCoverage';

// spec: products §9 "Missed connection service: cap US$5,000 per passenger"
describe('missedConnectionCoverageCap', () => {
  it.each([
    [1, 5000],
    [3, 15000],
    [0, 0],
    [-1, 0],
  ])('%i passengers: US$%i', (passengers, cap) => {
    expect(missedConnectionCoverageCap(passengers)).toEqual({
      value: cap,
      currencyCode: 'USD',
      currencySymbol: '$',
    });
  });
});

// spec: products §9 "free on multi-carrier connecting bookings"
describe('isMissedConnectionServiceFree', () => {
  it.each([
    ['a connection on two carriers', true, ['AA', 'B6'], true],
    ['a connection on one carrier', true, ['AA', 'AA'], false],
    ['a non-stop', false, ['AA'], false],
    ['two carriers without a connection', false, ['AA', 'B6'], false],
  ])('%s: %s', (_, isConnecting, carriers, expected) => {
    expect(isMissedConnectionServiceFree({ isConnecting, carriers })).toBe(expected);
  });
});
