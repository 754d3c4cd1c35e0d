import { describe, expect, it } from 'vitest';
import {
  flightPriceDropCredit,
  isFlightPriceDropMonitored,
  isFlightPriceDropProtectionOffered,
} from './priceDropProtection';

// spec: products §9 "Price drop protection, flights: ... none on packages"
describe('isFlightPriceDropProtectionOffered', () => {
  it.each([
    [false, true],
    [true, false],
  ])('package %s: %s', (isPackage, expected) => {
    expect(isFlightPriceDropProtectionOffered(isPackage)).toBe(expected);
  });
});

// spec: products §9 "monitored 10 calendar days after purchase"
describe('isFlightPriceDropMonitored', () => {
  it.each([
    ['the purchase day', '2026-07-01', true],
    ['the 9th day after', '2026-07-10', true],
    ['the 10th day after', '2026-07-11', true],
    ['the 11th day after', '2026-07-12', false],
    ['the day before purchase', '2026-06-30', false],
  ])('%s (%s): %s', (_, today, expected) => {
    expect(isFlightPriceDropMonitored('2026-07-01', today)).toBe(expected);
  });
});

// spec: products §9 "credit up to $50"
describe('flightPriceDropCredit', () => {
  it.each([
    ['a drop of 49.99', 300, 250.01, 49.99],
    ['a drop of exactly 50.00', 300, 250, 50],
    ['a drop of 50.01', 300, 249.99, 50],
    ['no drop', 300, 300, 0],
    ['a rise', 300, 320, 0],
  ])('%s', (_, booked, lower, credit) => {
    expect(flightPriceDropCredit(booked, lower)).toBe(credit);
  });
});
