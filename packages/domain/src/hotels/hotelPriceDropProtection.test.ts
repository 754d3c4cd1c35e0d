import { describe, expect, it } from 'vitest';
import {
  hotelPriceDropCredit,
  isHotelPriceDropProtectionOffered,
} from './hotelPriceDropProtection';

// spec: products §9 "Price drop protection, hotels ... not on Premier or Lifestyle collection"
describe('isHotelPriceDropProtectionOffered', () => {
  it.each([
    ['Premier', false],
    ['Lifestyle', false],
    ['NoCollection', true],
  ] as const)('%s: %s', (collection, expected) => {
    expect(isHotelPriceDropProtectionOffered(collection)).toBe(expected);
  });
});

// spec: products §9 "credit up to the amount shown before purchase"
describe('hotelPriceDropCredit', () => {
  it.each([
    ['a drop under the amount shown', 500, 470.1, 40, 29.9],
    ['a drop equal to the amount shown', 500, 460, 40, 40],
    ['a drop above the amount shown', 500, 400, 40, 40],
    ['no drop', 500, 500, 40, 0],
    ['a rise', 500, 520, 40, 0],
  ])('%s', (_, booked, lower, shown, credit) => {
    expect(hotelPriceDropCredit(booked, lower, shown)).toBe(credit);
  });
});
