import { describe, expect, it } from 'vitest';
import {
  approximateLocationLabel,
  photoAltText,
  photoCounterText,
  photoModalTitle,
} from './listingMediaTexts';

// spec: platform §2 Gallery ("See all photos (N)" modal, slider on mobile) and Map (obfuscated location)
describe('listing media texts', () => {
  it.each([
    ['Lakeside Cabin', 1, 10, 'Lakeside Cabin, photo 1 of 10'],
    ['Lakeside Cabin', 10, 10, 'Lakeside Cabin, photo 10 of 10'],
    ['Studio', 1, 1, 'Studio, photo 1 of 1'],
  ])('numbers a photo of %s: %d of %d', (name, position, count, text) => {
    expect(photoAltText(name, position, count)).toBe(text);
  });

  it.each([
    [1, 10, '1 / 10'],
    [7, 12, '7 / 12'],
  ])('counts the slider at %d of %d', (position, count, text) => {
    expect(photoCounterText(position, count)).toBe(text);
  });

  it('titles the photo modal and names the map after the listing', () => {
    expect(photoModalTitle('Lakeside Cabin')).toBe('Photos of Lakeside Cabin');
    expect(approximateLocationLabel('Lakeside Cabin')).toBe(
      'Approximate location of Lakeside Cabin',
    );
  });
});
